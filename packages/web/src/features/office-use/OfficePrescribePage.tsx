/**
 * /officeuserx/create/rx (admin §2.5 "the office prescription screen prefills defaults"): the
 * prescribing feature's PrescriptionForm for an office-use prescription of the chosen product, for the
 * location's office-use client and patient, prefilled with core's office-use defaults — the directions
 * and note to pharmacy of the 'vetou' SIG and NP shortcuts, and the refills for the product's pharmacy
 * (999 for RVP, 0 for GGVCP; office use from RVP may exceed the prescription cap) — and the
 * product's default expiration. The form starts from these values as from a saved prescription
 * without an id, so saving adds a new office-use prescription. Change goes back
 * to the office product selection; after saving, back to /officeuserx.
 */
import { Badge, Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../components/ui/chakra-late';
import { MAIN_ROUTES } from '@vetrx/core/access';
import { GetProductByProductIdDocument } from '@vetrx/core/operations/GetProductByProductId';
import { ShortcutDocument } from '@vetrx/core/operations/Shortcut';
import { officeUsePrefill } from '@vetrx/core/admin';
import { defaultExpiryDate } from '@vetrx/core/prescription';
import { PRACTICE_SETUP_LABELS as L, PRESCRIBING_LABELS } from '@vetrx/core/messages';
import { decodeRxQueryParams } from '@vetrx/core/product';
import { useMemo } from 'react';
import { LuBuilding2, LuPill } from 'react-icons/lu';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { PrescriptionForm } from '../../shared/prescription-form/PrescriptionForm';
import { PageProblem } from '../../components/page/PageProblem';
import { useOfficeUseClient } from './useOfficeUseClient';

export default function OfficePrescribePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { productId } = decodeRxQueryParams(Object.fromEntries(params));
  const { locationId } = useCurrentLocation();
  const office = useOfficeUseClient(locationId);
  const product = useGql(GetProductByProductIdDocument, productId ? { id: productId } : null);
  const shortcuts = useGql(ShortcutDocument, locationId ? { locationId } : null);
  const loaded = product.data?.getProductByProductId ?? null;
  const title = loaded?.title ?? null;
  const vendor = loaded?.fullfillmentVendor ?? null;
  const ready = office.client !== null && product.isSuccess && shortcuts.isSuccess;
  const prefill = useMemo(() => (ready ? officeUsePrefill(vendor, shortcuts.data?.shortcut ?? []) : null), [ready, vendor, shortcuts.data]);
  const toSelection = () => navigate(`${MAIN_ROUTES.officeUseProductSelection}?${params.toString()}`, { state: { isOfficeUse: true } });

  if (!productId) return <Navigate to={MAIN_ROUTES.officeUseProductSelection} replace state={{ isOfficeUse: true }} />;
  return (
    <PageWrapper trail={[{ label: PRESCRIBING_LABELS.prescribe }]}>
      <Card.Root variant="outline" borderRadius="xl" shadow="card" data-testid="office-rx-header">
        <Card.Body py="3">
          <Flex gap="4" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
            <Flex gap="3" align="center" flex="1" minW="0">
              <Box color="brand.solid" aria-hidden>
                <LuBuilding2 />
              </Box>
              <Badge colorPalette="brand" size="lg">
                {PRESCRIBING_LABELS.officeUse}
              </Badge>
            </Flex>
            <Flex gap="3" align="center" flex="2" minW="0">
              <Box color="brand.solid" aria-hidden>
                <LuPill />
              </Box>
              <Text fontWeight="semibold" truncate flex="1">
                {title ?? <Skeleton as="span" display="inline-block" h="4" w="48" />}
              </Text>
              <Button size="xs" variant="outline" onClick={toSelection} data-testid="office-rx-change-product">
                {PRESCRIBING_LABELS.change}
              </Button>
            </Flex>
          </Flex>
        </Card.Body>
      </Card.Root>
      {office.isError && !office.client ? (
        <PageProblem notFound={false} message={L.officeClientSetupFailed} onRetry={office.retry} />
      ) : !prefill || !office.client || !office.patient ? (
        <Stack gap="3">
          <Skeleton h="28" borderRadius="lg" />
          <Skeleton h="48" borderRadius="lg" />
        </Stack>
      ) : (
        <PrescriptionForm
          mode="create"
          source={{
            kind: 'prescription',
            prescription: {
              productId,
              isOfficeUse: true,
              locationId,
              locationClientId: office.client.id,
              locationPatientId: office.patient.id,
              directions: prefill.directions,
              noteToPharmacy: prefill.noteToPharmacy,
              refills: prefill.refills,
              prnFlag: false,
              prescExpiryDate: loaded ? defaultExpiryDate(loaded, new Date()) : null,
            },
          }}
          onSaved={() => navigate(MAIN_ROUTES.officeUse)}
          onCancel={() => navigate(MAIN_ROUTES.officeUse)}
        />
      )}
    </PageWrapper>
  );
}
