/**
 * /create/prescription/client/{clientId} (clients §2: reached after a client is created when no submit
 * callback was supplied; the state carries locationClientId): the prescribe wizard with that client
 * chosen — and the patient imported with it, when there was one — in place of this address.
 */
import { MAIN_ROUTES } from '@vetrx/core/access';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { Navigate, useLocation, useParams } from 'react-router';

export default function CreateForClientPage() {
  const { clientId } = useParams();
  const { state } = useLocation() as { state: { locationPatientId?: string | number | null } | null };
  const patientId = state?.locationPatientId == null ? null : String(state.locationPatientId);
  if (!clientId) return <Navigate to={MAIN_ROUTES.create} replace />;
  const query = new URLSearchParams(encodeRxQueryParams({ clientId, patientId })).toString();
  return <Navigate to={`${MAIN_ROUTES.createRx}/?${query}`} replace />;
}
