import { LOGIN_FOOTER_LABELS } from '@vetrx/core/messages';
import { LegalLayout, Section } from './LegalLayout';

export default function TermsPage() {
  return (
    <LegalLayout
      title={LOGIN_FOOTER_LABELS.termsOfService}
      updated="January 2026"
      intro="These terms govern how veterinary practices and their staff use VetRx to write prescriptions, answer prescription requests and order from partner pharmacies."
    >
      <Section title="Who may use VetRx">
        <p>
          VetRx is for licensed veterinary practices and the staff they authorize. Your practice administrator
          decides who has an account, at which locations, and with which role. Accounts are personal: do not
          share your sign-in with anyone, including colleagues.
        </p>
      </Section>
      <Section title="Professional responsibility">
        <p>
          A prescription is a clinical decision. Only a veterinarian with a valid license, and a valid
          veterinarian–client–patient relationship, may authorize a prescription. VetRx checks limits such as
          refills and expiry dates, but it does not replace your professional judgement.
        </p>
        <ul>
          <li>Review every prescription before you authorize it.</li>
          <li>Keep your license and DEA details current in your profile.</li>
          <li>Controlled substances follow the hard-copy rules of the dispensing pharmacy and of federal law.</li>
        </ul>
      </Section>
      <Section title="Your practice's data">
        <p>
          Client, patient and prescription records belong to your practice. VetRx processes them to provide the
          service, keeps an audit trail of every change, and shares prescription details only with the pharmacy
          that fills them.
        </p>
      </Section>
      <Section title="Availability and changes">
        <p>
          We work to keep VetRx available around the clock and announce planned maintenance in advance. We may
          update these terms; material changes are announced in the portal before they take effect.
        </p>
      </Section>
    </LegalLayout>
  );
}
