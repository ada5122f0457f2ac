import { LOGIN_FOOTER_LABELS } from '@vetrx/core/messages';
import { LegalLayout, Section } from './LegalLayout';

export default function PrivacyPage() {
  return (
    <LegalLayout
      title={LOGIN_FOOTER_LABELS.privacyPolicy}
      updated="January 2026"
      intro="This policy explains which personal information VetRx handles, why, and the choices you and your practice have."
    >
      <Section title="What we collect">
        <ul>
          <li>Staff accounts: name, e-mail address, phone numbers, role, and license details for prescribers.</li>
          <li>Clients and patients: the contact details and clinical details needed to prescribe and deliver.</li>
          <li>Activity: which account created, changed or authorized a record, and when.</li>
        </ul>
      </Section>
      <Section title="How we use it">
        <p>
          We use this information to provide the portal, to send prescriptions and orders to the pharmacy that
          fills them, to notify clients when your practice asks us to, and to keep the audit trail that
          prescribing rules require. We do not sell personal information.
        </p>
      </Section>
      <Section title="Who can see it">
        <p>
          Staff see the records of the locations they are assigned to. Support staff may view a practice's
          records to help it, and every such session is recorded. Pharmacies receive the prescriptions they
          fill.
        </p>
      </Section>
      <Section title="Your choices">
        <p>
          Practice administrators can correct staff, client and patient details at any time. To ask for a copy
          of your information or its deletion, contact us from the Contact us page.
        </p>
      </Section>
    </LegalLayout>
  );
}
