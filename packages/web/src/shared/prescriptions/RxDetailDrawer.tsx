/**
 * The prescription detail view (prescribing §2 Prescription detail view, Modals): every field of the
 * prescription in the spec's order (core's buildRxDetailRows), the product card (copyable title,
 * dosage-form image, max shelf life, delivery time, description, prescribing details), the related
 * orders as cards, the prescription's timeline (RxTimeline: who did what, when), and Copy, Archive /
 * archived, Print RX and Close. Archiving asks Confirm Archival?
 * and is disabled, with a tooltip, while a client order is in progress (core's archiveButtonState).
 * Usable from /history, a patient's history and the task cards.
 */
import { Badge, Box, Button, Clipboard, CloseButton, Flex, Heading, HStack, IconButton, Portal, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Accordion, Drawer, Separator } from '../../components/ui/chakra-late';
import { ArchivePrescriptionDocument } from '@vetrx/core/operations/ArchivePrescription';
import { GetPrescriptionDetailDocument } from '@vetrx/core/operations/GetPrescriptionDetail';
import { ARCHIVE_CONFIRMATION, archiveButtonState, buildArchivePrescriptionVariables } from '@vetrx/core/archive';
import { formatDate } from '@vetrx/core/format';
import { APPROVALS_TOASTS, APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { lineItemDisplayStatus, orderCardLineItems, placedByLabel } from '@vetrx/core/order';
import { maxShelfLifeDays, prescriptionPrice } from '@vetrx/core/product';
import { buildRxDetailRows, PIMS_WRITEBACK_TEXTS, pimsWritebackDisplay } from '@vetrx/core/record';
import { useState, type ReactNode } from 'react';
import { LuArchive, LuCheck, LuCopy, LuPackage } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { toastApiError } from '../../api/errors';
import { useCurrentLocation } from '../../session/SessionContext';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FactList } from '../../components/ui/fact-list';
import { DosageFormImage } from '../../components/ui/dosage-form-image';
import { notify } from '../../components/ui/toaster';
import { Tooltip } from '../../components/ui/tooltip';
import { useActingUser } from './acting-user';
import { CopiedTag, RxExpiryBadge, RxStatusBadge } from './badges';
import { useCopyNavigation } from './copy-navigation';
import { HISTORY_QUERIES } from './queries';
import { PrintRxButton } from './print';
import { TOAST_DURATION } from '../../lib/ui-constants';
import { RxTimeline } from './RxTimeline';
import { SafetyReviewSection } from '../safety/SafetyReviewSection';
import { rxFacts } from './rx-facts';
import { useOpenedOnce } from '../../components/ui/use-opened-once';
import type { RxDetail } from './rx-detail-types';

type Order = RxDetail['orders'][number];

const M = APPROVALS_RECORD_MESSAGES.rxDetails;

export interface RxDetailDrawerProps {
  /** The prescription shown; `null` closes the drawer. */
  prescriptionId: string | null;
  onClose: () => void;
}

export function RxDetailDrawer({ prescriptionId, onClose }: RxDetailDrawerProps) {
  const open = prescriptionId !== null;
  // Nothing of the drawer (its machine, its styles) is drawn before the first prescription opens.
  if (!useOpenedOnce(open)) return null;
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size={{ base: 'full', md: 'lg', xl: 'xl' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="rx-detail">
            {prescriptionId !== null && <RxDetailContent prescriptionId={prescriptionId} onClose={onClose} />}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** How often an open detail asks again while its write-back is queued: the worker's poll is seconds. */
const WRITEBACK_QUEUED_REFRESH_MS = 3_000;

/**
 * When an open detail asks again, so its write-back line moves on by itself: every few seconds while
 * queued, shortly after the next attempt while retrying, never once sent or failed (or not written back).
 */
function writebackRefreshMs(wb: RxDetail['pimsWriteback'] | undefined, now = Date.now()): number | false {
  if (!wb || wb.state !== 'pending') return false;
  if (!wb.lastError || !wb.nextAttemptAt) return WRITEBACK_QUEUED_REFRESH_MS;
  return Math.max(WRITEBACK_QUEUED_REFRESH_MS, new Date(wb.nextAttemptAt).getTime() - now + WRITEBACK_QUEUED_REFRESH_MS);
}

function RxDetailContent({ prescriptionId, onClose }: { prescriptionId: string; onClose: () => void }) {
  const detail = useGql(GetPrescriptionDetailDocument, { id: prescriptionId }, {
    refetchInterval: (q) => writebackRefreshMs(q.state.data?.getPrescriptionDetail?.pimsWriteback),
  });
  const rx = detail.data?.getPrescriptionDetail ?? null;
  return (
    <>
      <Drawer.Header borderBottomWidth="1px" py="4">
        <Stack gap="1" minW="0" flex="1">
          <Drawer.Title>{M.title}</Drawer.Title>
          {rx && (
            <HStack gap="2" wrap="wrap">
              <RxStatusBadge rx={rx} />
              <RxExpiryBadge rx={rx} />
              <CopiedTag rx={rx} />
            </HStack>
          )}
        </Stack>
        <Drawer.CloseTrigger asChild position="static">
          <CloseButton size="sm" />
        </Drawer.CloseTrigger>
      </Drawer.Header>
      <Drawer.Body py="5">
        {detail.isPending ? (
          <Stack gap="4">
            <Skeleton h="32" borderRadius="lg" />
            <Skeleton h="80" borderRadius="lg" />
          </Stack>
        ) : !rx ? (
          <Text color="fg.muted" data-testid="rx-detail-not-found">
            {M.notFound}
          </Text>
        ) : (
          <RxDetailBody rx={rx} />
        )}
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" py="3">{rx ? <RxDetailActions rx={rx} onClose={onClose} /> : <Button variant="outline" onClick={onClose}>{M.close}</Button>}</Drawer.Footer>
    </>
  );
}

function RxDetailBody({ rx }: { rx: RxDetail }) {
  const { location } = useCurrentLocation();
  const price = prescriptionPrice(rx, location?.priceBookType);
  const rows = buildRxDetailRows(rx, { officeUseEnabled: location?.isOfficeUseEnabled === true, price });
  return (
    <Stack gap="6">
      <ProductCard rx={rx} />
      <FactList facts={rxFacts(rx, rows)} labelW={{ base: '32', md: '40' }} gap="2.5" alignTop testId="rx-detail-rows" />
      <PimsWritebackLine writeback={rx.pimsWriteback} />
      <SafetyReviewSection review={rx.safetyReview} id={rx.id} record={{ issuedDate: rx.issuedDate, rxStatusCode: rx.rxStatus?.code }} />
      <OrderCards orders={rx.orders} prescriptionId={rx.id} />
      <RxTimeline prescriptionId={rx.id} />
    </Stack>
  );
}

/** The Rx's write-back to the patient's medical record in the PIMS: sent, retrying at a time, or failed with the reason; absent when not written back. */
function PimsWritebackLine({ writeback }: { writeback: RxDetail['pimsWriteback'] }) {
  const shown = pimsWritebackDisplay(writeback);
  if (!shown) return null;
  return (
    <Box data-testid="rx-pims-writeback" borderWidth="1px" borderRadius="md" p="3">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{PIMS_WRITEBACK_TEXTS.title}</Text>
        <Badge colorPalette={shown.tone} variant="subtle">
          {shown.label}
        </Badge>
      </HStack>
      {shown.details.map((d) => (
        <Text key={d} color="fg.muted" fontSize="sm" mt="1">
          {d}
        </Text>
      ))}
    </Box>
  );
}

/** "Label: value" on one line, the label muted. */
function InlineFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text>
      <Text as="span" color="fg.muted">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** A collapsible section of the product card's paragraphs; absent when there are none. */
function TextSection({ value, title, paragraphs }: { value: string; title: string; paragraphs: readonly string[] }) {
  if (paragraphs.length === 0) return null;
  return (
    <Accordion.Item value={value}>
      <Accordion.ItemTrigger>
        <Text flex="1" fontWeight="medium">
          {title}
        </Text>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody>
          <Stack gap="2" textStyle="sm" color="fg.muted">
            {paragraphs.map((d, i) => (
              <Text key={i}>{d}</Text>
            ))}
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

function ProductCard({ rx }: { rx: RxDetail }) {
  const { location } = useCurrentLocation();
  const product = rx.product;
  const shelfLife = maxShelfLifeDays(product, location?.locationPortalType.code);
  const delivery = rx.isOfficeUse ? product.officeUseDeliveryDays : product.rxDeliveryDays;
  const title = product.title;
  const prescribing = [product.directions, product.precautions].filter((s): s is string => Boolean(s?.trim()));
  const descriptions = [product.description, product.additionalDescription1, product.additionalDescription2, product.additionalDescription3, product.additionalDescription4].filter(
    (s): s is string => Boolean(s?.trim()),
  );
  return (
    <Box borderWidth="1px" borderRadius="xl" p="4" bg="bg.subtle" data-testid="rx-product-card">
      <Flex gap="4" align="start">
        <DosageFormImage dosageForm={product.productPresentation.dosageForm} caption={product.productPresentation.description} size={{ base: '16', md: '20' }} />
        <Stack gap="1.5" minW="0" flex="1">
          <HStack gap="1" align="start">
            <Heading as="h3" size="md" fontWeight="semibold" lineHeight="1.3" data-testid="rx-product-title">
              {title}
            </Heading>
            <Clipboard.Root value={title} timeout={TOAST_DURATION.copyTooltip}>
              <Clipboard.Trigger asChild>
                <IconButton aria-label={M.copyTitle} size="xs" variant="ghost" mt="-0.5">
                  <Clipboard.Indicator copied={<LuCheck />}>
                    <LuCopy />
                  </Clipboard.Indicator>
                </IconButton>
              </Clipboard.Trigger>
            </Clipboard.Root>
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {[product.strengthDisplay, product.productPresentation.description, product.packsizeDisplay].filter(Boolean).join(' · ')}
          </Text>
          <HStack gap="4" wrap="wrap" textStyle="sm">
            {shelfLife !== null && <InlineFact label={M.maxShelfLife}>{M.maxShelfLifeValue(shelfLife)}</InlineFact>}
            {delivery && <InlineFact label={M.deliveryTime}>{M.deliveryTimeValue(delivery)}</InlineFact>}
          </HStack>
        </Stack>
      </Flex>
      {(descriptions.length > 0 || prescribing.length > 0) && (
        <Accordion.Root collapsible multiple mt="3" size="sm" variant="plain">
          <TextSection value="description" title={M.description} paragraphs={descriptions} />
          <TextSection value="prescribing" title={M.prescribingDetails} paragraphs={prescribing} />
        </Accordion.Root>
      )}
    </Box>
  );
}

/** The related orders as cards: number, status, date, who placed it, the first product and '... N more products'. */
export function OrderCards({ orders, prescriptionId }: { orders: readonly Order[]; prescriptionId: string }) {
  return (
    <Stack gap="3" as="section" aria-labelledby={`orders-${prescriptionId}`}>
      <Heading as="h3" size="sm" id={`orders-${prescriptionId}`}>
        {M.orders}
      </Heading>
      {orders.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {M.noOrders}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {orders.map((order) => {
            const lines = orderCardLineItems(order.lineItems);
            const placedBy = placedByLabel(order.placedBy);
            return (
              <Box key={order.id} borderWidth="1px" borderRadius="lg" p="3" data-testid="rx-order-card">
                <Flex justify="space-between" gap="2" align="start">
                  <HStack gap="2" minW="0">
                    <Box color="fg.muted" aria-hidden>
                      <LuPackage />
                    </Box>
                    <Text fontWeight="semibold" truncate>
                      {order.orderNumber}
                    </Text>
                  </HStack>
                  <Badge size="sm" variant="subtle" colorPalette={order.voided ? 'red' : 'gray'}>
                    {order.status.description}
                  </Badge>
                </Flex>
                <Text textStyle="xs" color="fg.muted" mt="1">
                  {[formatDate(order.createdAt), placedBy].filter(Boolean).join(' · ')}
                </Text>
                <Stack gap="1" mt="2" textStyle="sm">
                  {lines.shown.map((line) => (
                    <Flex key={line.id} justify="space-between" gap="2">
                      <Text truncate fontWeight={line.prescriptionId === prescriptionId ? 'medium' : undefined}>
                        {line.product?.title ?? ''}
                      </Text>
                      <Text color="fg.muted" flexShrink={0} textTransform="capitalize" data-testid="line-status">
                        {lineItemDisplayStatus(line)}
                      </Text>
                    </Flex>
                  ))}
                  {lines.moreText && (
                    <Text color="fg.muted" data-testid="more-products">
                      {lines.moreText}
                    </Text>
                  )}
                </Stack>
              </Box>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function RxDetailActions({ rx, onClose }: { rx: RxDetail; onClose: () => void }) {
  const actedBy = useActingUser();
  const { copyPrescription } = useCopyNavigation();
  const [confirming, setConfirming] = useState(false);
  const state = archiveButtonState(rx, rx.orders);
  const archive = useGqlMutation(ArchivePrescriptionDocument, {
    invalidates: HISTORY_QUERIES,
    onSuccess: () => {
      setConfirming(false);
      notify('success', APPROVALS_TOASTS.archiveRxSuccessfully, { duration: TOAST_DURATION.short });
    },
    onError: (error) => {
      setConfirming(false);
      toastApiError(error, APPROVALS_TOASTS.errorArchiveRx, TOAST_DURATION.short);
    },
  });
  const archiveButton = (
    <Button
      variant="outline"
      colorPalette={state.disabled ? 'gray' : 'red'}
      disabled={state.disabled}
      onClick={() => setConfirming(true)}
      data-testid="archive-button"
    >
      <LuArchive /> {state.label}
    </Button>
  );
  return (
    <Flex gap="2" wrap="wrap" justify="flex-end" w="full">
      <Button variant="outline" onClick={() => { onClose(); copyPrescription(rx); }} data-testid="rx-copy">
        <LuCopy /> {M.copy}
      </Button>
      {state.tooltip ? (
        <Tooltip content={state.tooltip} showArrow>
          <Box as="span" tabIndex={0} display="inline-flex" data-testid="archive-tooltip-anchor" aria-label={state.tooltip}>
            {archiveButton}
          </Box>
        </Tooltip>
      ) : (
        archiveButton
      )}
      <PrintRxButton rx={rx} label={M.printRx} />
      <Separator orientation="vertical" h="6" alignSelf="center" display={{ base: 'none', md: 'block' }} />
      <Button colorPalette="brand" onClick={onClose} data-testid="rx-close">
        {M.close}
      </Button>
      {/* Confirm Archival? / Proceed with Rx archival? with No and Yes (prescribing §2 Modals). */}
      <ConfirmDialog
        open={confirming}
        title={ARCHIVE_CONFIRMATION.title}
        message={ARCHIVE_CONFIRMATION.text}
        confirmLabel={ARCHIVE_CONFIRMATION.yes}
        cancelLabel={ARCHIVE_CONFIRMATION.no}
        tone="error"
        testId="archive-confirm"
        confirmTestId="archive-yes"
        loading={archive.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!actedBy) return;
          const { id, input } = buildArchivePrescriptionVariables(rx.id, actedBy);
          archive.mutate({ id: String(id), input: { archived: input.archived, archivedByLocationUserId: String(input.archivedByLocationUserId) } });
        }}
      />
    </Flex>
  );
}
