/**
 * The login footer links (admin §2.1), with the public pages core assigns them (LOGIN_FOOTER_LINKS).
 */
import { LOGIN_FOOTER_LINKS } from '@vetrx/core/access';

export type LegalKey = (typeof LOGIN_FOOTER_LINKS)[number]['key'];

export const LEGAL_PATHS = Object.fromEntries(LOGIN_FOOTER_LINKS.map((l) => [l.key, l.path])) as Record<LegalKey, string>;

/** The footer links in core's order, with their addresses. */
export const legalLinks = LOGIN_FOOTER_LINKS.map((link) => ({ ...link, to: link.path }));
