/** /create/rx/product-selection/: the four selection steps; a chosen product continues to the wizard. */
import { MAIN_ROUTES } from '@vetrx/core/access';
import { PRESCRIBING_LABELS } from '@vetrx/core/messages';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageWrapper } from '../../components/page/PageWrapper';
import { type ChosenProduct, ProductSelection } from '../../shared/products/selection/ProductSelection';

export default function ProductSelectionPage() {
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { isOfficeUse?: boolean } | null };
  const isOfficeUse = state?.isOfficeUse === true;
  const onChosen = useCallback(
    (c: ChosenProduct) =>
      navigate(`${MAIN_ROUTES.createRx}/?${new URLSearchParams(encodeRxQueryParams({ ...c.selection, clientId: c.clientId, patientId: c.patientId }))}`, {
        state: { isOfficeUse: c.isOfficeUse },
      }),
    [navigate],
  );
  const onExit = useCallback((path: string) => navigate(path), [navigate]);
  return (
    <PageWrapper trail={[{ label: PRESCRIBING_LABELS.selectProduct }]}>
      <ProductSelection isOfficeUse={isOfficeUse} header onChosen={onChosen} onExit={onExit} />
    </PageWrapper>
  );
}
