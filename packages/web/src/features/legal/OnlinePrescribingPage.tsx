import { LOGIN_FOOTER_LABELS } from '@vetrx/core/messages';
import { LegalLayout, Section } from './LegalLayout';

export default function OnlinePrescribingPage() {
  return (
    <LegalLayout
      title={LOGIN_FOOTER_LABELS.onlinePrescribingNotice}
      updated="January 2026"
      intro="Prescribing online carries the same duties as prescribing on paper. This notice summarises what VetRx expects of prescribers and what it does to help."
    >
      <Section title="Before you prescribe">
        <ul>
          <li>A valid veterinarian–client–patient relationship must exist for the patient.</li>
          <li>Confirm the patient's current weight, species and known allergies.</li>
          <li>Choose the product, strength and directions that fit the patient; VetRx flags species conflicts.</li>
        </ul>
      </Section>
      <Section title="Authorizing">
        <p>
          Only users whose role can authorize, or who hold delegated authority from a veterinarian, can authorize
          a prescription. Your authorization is your electronic signature and is recorded with the date, time and
          account used.
        </p>
      </Section>
      <Section title="Controlled substances">
        <p>
          Controlled substances need a signed hard copy sent to the pharmacy. Schedule II products cannot be
          refilled, and other scheduled products are limited to five refills, whatever quantity is requested.
        </p>
      </Section>
      <Section title="Requests from clients">
        <p>
          Clients may ask for renewals or new prescriptions. Each request waits in your approvals queue until a
          prescriber approves or declines it; declining a client's order request cancels the pending order.
        </p>
      </Section>
    </LegalLayout>
  );
}
