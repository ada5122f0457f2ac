/**
 * Labels of the login footer (admin §1, §2.1).
 *
 * @example
 * LOGIN_FOOTER_LABELS.contactUs // 'Contact us'
 */
export const LOGIN_FOOTER_LABELS = {
  termsOfService: 'Terms of service',
  privacyPolicy: 'Privacy Policy',
  /** Decided: the spec names the link "online prescribing notice" without a label; this is its label. */
  onlinePrescribingNotice: 'Online Prescribing Notice',
  contactUs: 'Contact us',
} as const;
