/**
 * /officeuserx/create/rx/product-selection (admin §2.2, §2.5; prescribing §2 "an office-use variant
 * exists"): the prescribing feature's four-step product selection in its office-use variant. A chosen
 * product continues to the office prescription; Back from the first step returns to /officeuserx.
 */
import { MAIN_ROUTES } from '@vetrx/core/access';
import { PRESCRIBING_LABELS } from '@vetrx/core/messages';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PageWrapper } from '../../components/page/PageWrapper';
import { ProductSelection, type ChosenProduct } from '../../shared/products/selection/ProductSelection';

export default function OfficeProductSelectionPage() {
  const navigate = useNavigate();
  const onChosen = useCallback(
    (c: ChosenProduct) =>
      navigate(`${MAIN_ROUTES.officeUseCreateRx}?${new URLSearchParams(encodeRxQueryParams({ ...c.selection, clientId: null, patientId: null }))}`, {
        state: { isOfficeUse: true },
      }),
    [navigate],
  );
  const onExit = useCallback(() => navigate(MAIN_ROUTES.officeUse), [navigate]);
  return (
    <PageWrapper trail={[{ label: PRESCRIBING_LABELS.selectProduct }]}>
      <ProductSelection isOfficeUse header onChosen={onChosen} onExit={onExit} />
    </PageWrapper>
  );
}
