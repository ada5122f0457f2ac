/**
 * The fields of the prescription form. Values come from core's machine; every change goes back to it
 * (`change`), so core's reactions (PRN, controlled clears, Schedule II lock, product change) apply, and
 * so does every blur (`blur`: the field is touched). The message under each field is the machine's
 * (`fieldErrors`, core's `visibleFieldErrors`).
 */
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Collapsible,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Menu,
  NativeSelect,
  NumberInput,
  Portal,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { GetPimsConsultsByCodeDocument } from '@vetrx/core/operations/getPimsConsultsByCode';
import { GetPimsConsultsByPatientIdDocument } from '@vetrx/core/operations/getPimsConsultsByPatientId';
import type { ConflictResult } from '@vetrx/core/conflict';
import { controlledNotice, hardCopyInstruction, isControlledProduct, isScheduleII, showsDeaInformation } from '@vetrx/core/controlled';
import { formatDate } from '@vetrx/core/format';
import {
  type PrescriptionFormFacts,
  ALLERGIC_INGREDIENT_MAX_LENGTH,
  authorizingVetLabel,
  authorizingVetOptions,
  capDaysSupplyInput,
  CLIENT_NOTIFICATION_OPTIONS,
  type ClientNotificationOption,
  CONSULT_CODE_MAX_LENGTH,
  DIRECTIONS_MAX_LENGTH,
  expiryWindow,
  isAllergicIngredientEnabled,
  isNoteToClientAvailable,
  isNotifyClientDateEnabled,
  notifyClientDateFor,
  isPrnAvailable,
  isPrnLocked,
  isReasonForCompoundShown,
  isRefillsDisabled,
  NOTE_TO_CLIENT_MAX_LENGTH,
  NOTE_TO_PHARMACY_MAX_LENGTH,
  type PrescriptionFormValues,
  quantityStepperBounds,
  reasonForCompoundHint,
  recentConsults,
  refillChoices,
  SHORTCUT_FIELD,
  type ShortcutType,
  shouldOpenAdvancedOptions,
  toDayString,
  unitsPerFill,
} from '@vetrx/core/prescription';
import {
  PRESCRIBING_FORM_LABELS as L,
  PRESCRIBING_LABELS,
  PRESCRIBING_NOTICES,
  PRESCRIBING_OPTION_LABELS,
  PRESCRIBING_UI,
  SAFETY_MESSAGES,
} from '@vetrx/core/messages';
import { consultLinking } from '@vetrx/core/patient';
import { SAFETY_OVERRIDE_REASON_MAX, type SafetyGate, WITHDRAWAL_TIME_MAX } from '@vetrx/core/safety';
import {
  autoshipPrice,
  BRAND_PORTAL_TYPE,
  changePickQuantity,
  changePickStrength,
  displayedPrice,
  formatPrice,
  isPriceShown,
} from '@vetrx/core/product';
import { workflowUserOptions } from '@vetrx/core/task';
import type { Id } from '@vetrx/core/common';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { LuChevronDown, LuInfo, LuMessageSquarePlus, LuShieldAlert, LuTriangleAlert } from 'react-icons/lu';
import { useGql } from '../../../api/useGql';
import { useCurrentLocation } from '../../../app/session/SessionContext';
import { ProductDetailsModal } from '../../products/ProductDetailsModal';
import { dosageFormImageUrl } from '../../products/images';
import { AddShortcutDialog } from './dialogs';
import { DoseCheckPanel } from './DoseCheckPanel';
import { type SafetyCheck, SafetyPanel } from './SafetyPanel';
import type { LoadedProduct } from './product';
import type { FamilyProduct, useFormData } from './useFormData';
import { ADVANCED_OPTIONS_STORAGE_KEY } from '../../../app/ui-constants';

type Values = PrescriptionFormValues;
type FieldName = keyof Values;

export interface FormFieldsProps {
  values: Values;
  facts: PrescriptionFormFacts;
  product: LoadedProduct;
  data: ReturnType<typeof useFormData>;
  presentationId: string | null;
  isOfficeUse: boolean;
  mode: 'create' | 'approval';
  requestedQuantity: number | null;
  conflicts: ConflictResult | null;
  /** The message shown under each field (one under a field of Advanced Options opens it). */
  fieldErrors: Record<string, string>;
  change(field: FieldName, value: unknown): void;
  /** A field was left. */
  blur(field: FieldName): void;
  selectProduct(p: FamilyProduct | LoadedProduct): void;
  clearProduct(presentationId: string): void;
  showPrintToggle: boolean;
  printAfter: boolean;
  onPrintAfter(on: boolean): void;
  draft: { flavorId?: unknown; daysSupply?: unknown; allergicIngredient?: unknown; noteToPharmacy?: unknown; noteToClient?: unknown } | null;
  /** The safety check (issue 42) and what its findings ask; null for office use or without a patient. */
  safety: { check: SafetyCheck; gate: SafetyGate } | null;
}

/** A labelled field with its message (`error`); `onBlur` goes to its control through `children`. */
/** What a bound field hands its control: the label's target and the blur that marks it touched. */
interface BoundField {
  id: string;
  onBlur(): void;
}

/** The form's fields that hold one id or none, chosen from a list. */
type IdFieldName = 'authorizingVet' | 'workflowLocationUserId' | 'currentWorkflowStatusId' | 'flavorId' | 'pimsConsultId';

function Bound({
  name,
  label,
  required,
  helper,
  children,
  disabled,
  error,
  onBlur,
}: {
  name: FieldName;
  label: ReactNode;
  required?: boolean;
  helper?: ReactNode;
  disabled?: boolean;
  error: string | undefined;
  onBlur(): void;
  children(field: BoundField): ReactNode;
}) {
  const id = useId();
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled} data-testid={`field-${name}`}>
      <Field.Label htmlFor={id}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children({ id, onBlur })}
      {/* The hint stays when the error shows (issue 11: the GFI 256 hint must not disappear). */}
      {helper && <Field.HelperText data-testid={`hint-${name}`}>{helper}</Field.HelperText>}
      <Field.ErrorText data-testid={`error-${name}`}>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function Section({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <Stack layerStyle="card" gap="4" p={{ base: '4', md: '5' }} data-testid={testId}>
      {title && (
        <Heading as="h3" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="0.05em">
          {title}
        </Heading>
      )}
      {children}
    </Stack>
  );
}

function Select({ id, value, onChange, onBlur, children, disabled, testId }: { id: string; value: string; onChange(v: string): void; onBlur(): void; children: ReactNode; disabled?: boolean; testId?: string }) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} data-testid={testId} bg="bg">
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A shortcut picker (SIG, NP or NC) that fills its field, and Add Shortcut. */
function ShortcutMenu({ type, shortcuts, onPick, onAdd }: { type: ShortcutType; shortcuts: Array<{ id: string; type: string; label: string; details: string }>; onPick(details: string): void; onAdd(): void }) {
  const list = shortcuts.filter((s) => s.type === type);
  return (
    <HStack gap="1">
      <Menu.Root
        onSelect={(e) => {
          const picked = list.find((s) => s.id === e.value);
          if (picked) onPick(picked.details);
        }}
      >
        <Menu.Trigger asChild>
          <Button size="xs" variant="ghost" colorPalette="brand" data-testid={`shortcuts-${type}`}>
            {L.shortcuts} ({type}) <LuChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content maxH="72" overflowY="auto" minW="64">
              {list.map((s) => (
                <Menu.Item key={s.id} value={s.id} flexDirection="column" alignItems="start" gap="0">
                  <Text fontWeight="semibold">{s.label}</Text>
                  <Text textStyle="xs" color="fg.muted" lineClamp={2}>
                    {s.details}
                  </Text>
                </Menu.Item>
              ))}
              {list.length === 0 && (
                <Menu.Item value="none" disabled>
                  {PRESCRIBING_UI.noOptions}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <IconButton size="xs" variant="ghost" colorPalette="brand" aria-label={`${L.addShortcut} (${type})`} onClick={onAdd} data-testid={`add-shortcut-${type}`}>
        <LuMessageSquarePlus />
      </IconButton>
    </HStack>
  );
}

function readStoredPreference(): boolean {
  try {
    return globalThis.localStorage?.getItem(ADVANCED_OPTIONS_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function FormFields(props: FormFieldsProps) {
  const { values, facts, product, data, isOfficeUse, mode, change } = props;
  // What every field's Bound takes: its name, its message and its blur.
  const bound = (name: FieldName) => ({ name, error: props.fieldErrors[name], onBlur: () => props.blur(name) });
  // A select of one id, or none first ("Choose" unless told), bound to its field: the wiring the
  // form's five id selects share.
  const idSelect =
    (name: IdFieldName, options: ReadonlyArray<{ id: Id; label: ReactNode }>, testId: string, extra: { none?: ReactNode; disabled?: boolean } = {}) =>
    (f: BoundField) => (
      <Select id={f.id} value={values[name] === null ? '' : String(values[name])} onChange={(v) => change(name, v || null)} onBlur={f.onBlur} disabled={extra.disabled} testId={testId}>
        <option value="">{extra.none ?? L.choose}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </Select>
    );
  const { location } = useCurrentLocation();
  const portal = location?.locationPortalType.code ?? null;
  const priceBook = location?.priceBookType ?? null;
  const today = new Date();
  const productFacts = facts.product ?? { isControlled: false, deaSchedule: null, productApprovalType: null, isPrnOnlyFamily: false };
  const refillFacts = { ...productFacts, requestedQuantity: props.requestedQuantity, isOfficeUse: values.isOfficeUse };
  const controlled = isControlledProduct(productFacts);
  const refillsDisabled = isRefillsDisabled(refillFacts, { refills: typeof values.refills === 'number' ? values.refills : null, prnFlag: values.prnFlag });
  const prnShown = isPrnAvailable(refillFacts);
  const prnLocked = isPrnLocked(refillFacts);
  const window = expiryWindow(productFacts, today);
  const strengthsOfForm = data.strengths;
  const candidates = strengthsOfForm.find((s) => s.strength === values.strength)?.products ?? [];
  const packs = Number(values.quantity);
  const units = Number.isInteger(packs) && packs > 0 ? unitsPerFill(product.packsizeQty, packs) : null;
  const price = displayedPrice(product, priceBook, units);
  const autoship = isPriceShown(units, product.packsizeQty) ? autoshipPrice(product, priceBook) : null;
  const bounds = quantityStepperBounds(props.requestedQuantity);
  const reason = data.reasons.find((r) => r.reasonForCompound === values.reasonForCompound) ?? null;
  const allergicEnabled = isAllergicIngredientEnabled(reason);
  const noteToClientOn = isNoteToClientAvailable({ showNoteToClient: location?.features.includes('showNoteToClient') });
  const vetOptions = authorizingVetOptions(data.vets.map((u) => ({ ...u, role: u.role })));
  const workflowOptions = workflowUserOptions(data.users, location?.id ?? '');
  const [details, setDetails] = useState(false);
  const [shortcutType, setShortcutType] = useState<ShortcutType | null>(null);
  const [openPref, setOpenPref] = useState(readStoredPreference);
  // Any message shown under one of its fields opens Advanced Options: the failed check's, and the
  // server's too — a field error from the server was hidden in the collapsed section before.
  const autoOpen = shouldOpenAdvancedOptions({ errors: props.fieldErrors, storedPreference: openPref, draft: props.draft });
  const [advancedOpen, setAdvancedOpen] = useState(autoOpen);
  useEffect(() => {
    if (autoOpen) setAdvancedOpen(true);
  }, [autoOpen]);
  const appendShortcut = (field: 'directions' | 'noteToPharmacy' | 'noteToClient', details: string, max: number) => {
    const current = (values[field] ?? '').trim();
    change(field, (current ? `${current} ${details}` : details).slice(0, max));
  };
  const notice = controlledNotice(productFacts);
  const hardCopy = hardCopyInstruction(productFacts, { locationState: location?.locationAddresses.find((a) => a.isActive)?.state ?? null });
  const vet = data.vets.find((u) => String(u.id) === String(values.authorizingVet));

  // PIMS consult linking (EZYVET, DIGITAIL with write-back set up and a linked patient).
  const linking = consultLinking(
    { pimsConnectionType: location?.pimsConnectionType ?? null, isWritebackEnabled: location?.isEnabledForWriteback === true, isAccountSetUp: location?.isPimsAccountSecretSet === true && !!location?.pimsAccountId },
    { pimsId: data.patient?.pimsId ?? null },
  );
  const pimsInput = location?.pimsAccountId && location.pimsConnectionType ? { pimsAccountId: location.pimsAccountId, pimsConnectionType: location.pimsConnectionType } : null;
  const consultsQ = useGql(GetPimsConsultsByPatientIdDocument, linking.enabled && pimsInput && data.patient?.pimsId ? { patientId: data.patient.pimsId, pimsInput } : null, { retry: false });
  const [codeSearch, setCodeSearch] = useState('');
  const [codeQuery, setCodeQuery] = useState<string | null>(null);
  const byCode = useGql(GetPimsConsultsByCodeDocument, codeQuery && pimsInput && data.patient?.pimsId ? { code: codeQuery, patientId: data.patient.pimsId, pimsInput } : null, { retry: false });
  const consults = recentConsults([...(byCode.data?.getPimsConsultsByCode ?? []), ...(consultsQ.data?.getPimsConsultsByPatientId ?? [])].filter((c, i, all) => all.findIndex((x) => x.id === c.id) === i));

  return (
    <Stack gap="5">
      {/* Product */}
      <Section testId="form-product">
        <Flex gap="4" align="start" direction={{ base: 'column', sm: 'row' }}>
          <Image src={product.imageFront ?? dosageFormImageUrl(product.productPresentation.dosageForm)} alt="" boxSize="20" objectFit="contain" bg="bg.muted" borderRadius="lg" flexShrink={0} />
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" textStyle="lg" data-testid="form-product-name">
                {product.productFamily.name}
              </Text>
              {product.isControlled && (
                <Badge colorPalette="red" variant="solid" gap="1">
                  <LuShieldAlert /> {product.deaSchedule}
                </Badge>
              )}
              {product.compound && <Badge colorPalette="purple">{PRESCRIBING_UI.compound}</Badge>}
              <Badge colorPalette="gray">{product.productApprovalType}</Badge>
              {product.productFamily.isPrnOnly && <Badge colorPalette="blue">{PRESCRIBING_UI.prnOnly}</Badge>}
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              {product.title}
            </Text>
          </Stack>
          <Button size="sm" variant="ghost" onClick={() => setDetails(true)}>
            <LuInfo /> {PRESCRIBING_UI.openDetails}
          </Button>
        </Flex>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4">
          <Bound {...bound('productPresentationId')} label={L.form} required>
            {(f) => (
              <Select
                id={f.id}
                value={String(values.productPresentationId ?? '')}
                onBlur={f.onBlur}
                testId="select-form"
                onChange={(id) => {
                  if (id && id !== String(values.productPresentationId)) props.clearProduct(id);
                }}
              >
                {data.forms.map((fo) => (
                  <option key={fo.id} value={fo.id}>
                    {fo.description}
                  </option>
                ))}
              </Select>
            )}
          </Bound>
          <Bound {...bound('strength')} label={L.strength} required={!controlled}>
            {(f) => (
              <Select
                id={f.id}
                value={values.strength ?? ''}
                onBlur={f.onBlur}
                testId="select-strength"
                onChange={(strength) => {
                  const list = strengthsOfForm.find((s) => s.strength === strength)?.products ?? [];
                  const pick = changePickQuantity(changePickStrength({ productPresentationId: props.presentationId, strength: values.strength, quantity: null, productId: values.productId }, strength), null, list.map((p) => ({ id: p.id, packsizeQty: p.packsizeQty })), portal);
                  const next = list.find((p) => p.id === pick.productId);
                  if (next) props.selectProduct(next);
                  else change('strength', strength || null);
                }}
              >
                <option value="">{L.choose}</option>
                {strengthsOfForm.map((s) => (
                  <option key={s.strength} value={s.strength}>
                    {s.strength}
                    {s.productWeightRange ? ` (${s.productWeightRange})` : ''}
                  </option>
                ))}
              </Select>
            )}
          </Bound>
          <Bound {...bound('productId')} label={L.packSize} required>
            {(f) => (
              <Select
                id={f.id}
                value={String(values.productId ?? '')}
                onBlur={f.onBlur}
                testId="select-pack"
                onChange={(id) => {
                  const chosen = candidates.find((p) => p.id === id);
                  if (!chosen) return;
                  const pick = changePickQuantity({ productPresentationId: props.presentationId, strength: values.strength, quantity: null, productId: values.productId }, chosen.packsizeQty, candidates.map((p) => ({ id: p.id, packsizeQty: p.packsizeQty })), portal);
                  const next = candidates.find((p) => p.id === pick.productId) ?? chosen;
                  props.selectProduct(next);
                }}
              >
                <option value="">{L.choose}</option>
                {candidates.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.packsizeDisplay ?? p.packsizeQty}
                    {p.isActive ? '' : ` — ${PRESCRIBING_UI.inactive}`}
                  </option>
                ))}
              </Select>
            )}
          </Bound>
        </Grid>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="start">
          <Bound {...bound('quantity')} label={L.quantity} required helper={product.packsizeDisplay ? L.quantityHint(product.packsizeDisplay) : undefined}>
            {(f) =>
              portal === BRAND_PORTAL_TYPE ? (
                <NumberInput.Root
                  // The field's id on the input through the component, so the stepper buttons' aria-controls names it.
                  ids={{ input: f.id }}
                  value={values.quantity === null ? '' : String(values.quantity)}
                  min={bounds.min}
                  max={bounds.max}
                  step={1}
                  clampValueOnBlur={false}
                  onValueChange={(e) => change('quantity', Number.isNaN(e.valueAsNumber) ? e.value : e.valueAsNumber)}
                  onBlur={f.onBlur}
                  data-testid="quantity-stepper"
                >
                  <NumberInput.Control />
                  <NumberInput.Input inputMode="numeric" />
                </NumberInput.Root>
              ) : (
                <Input id={f.id} inputMode="numeric" value={values.quantity ?? ''} onChange={(e) => change('quantity', e.target.value)} onBlur={f.onBlur} data-testid="quantity-input" />
              )
            }
          </Bound>
          <Stack gap="1.5">
            <Text textStyle="sm" fontWeight="medium">
              {L.unitsPerFill}
            </Text>
            <Text fontWeight="semibold" data-testid="units-per-fill" py="2">
              {units ?? '—'}
            </Text>
          </Stack>
          {price && (
            <Stack gap="1.5" data-testid="price">
              <Text textStyle="sm" fontWeight="medium">
                {L.price}
              </Text>
              <HStack py="2" gap="3" wrap="wrap">
                <Text fontWeight="semibold" data-testid="price-value">
                  {price}
                </Text>
                {autoship !== null && (
                  <Text textStyle="sm" color="fg.muted" data-testid="autoship-price">
                    {L.autoshipPrice}: {formatPrice(autoship)}
                  </Text>
                )}
              </HStack>
            </Stack>
          )}
        </Grid>
      </Section>

      {/* Directions, refills, expiration */}
      <Section testId="form-directions">
        <Bound
          {...bound('directions')}
          required={!productFacts.isPrnOnlyFamily}
          label={
            <Flex justify="space-between" align="center" w="full" gap="2">
              <span>{L.directions}</span>
            </Flex>
          }
          helper={L.characters((values.directions ?? '').length, DIRECTIONS_MAX_LENGTH)}
        >
          {(f) => (
            <Stack gap="1" w="full">
              <Textarea id={f.id} rows={3} maxLength={DIRECTIONS_MAX_LENGTH} value={values.directions ?? ''} onChange={(e) => change('directions', e.target.value)} onBlur={f.onBlur} bg="bg" data-testid="input-directions" />
              <ShortcutMenu type="SIG" shortcuts={data.shortcuts} onPick={(d) => appendShortcut(SHORTCUT_FIELD.SIG, d, DIRECTIONS_MAX_LENGTH)} onAdd={() => setShortcutType('SIG')} />
            </Stack>
          )}
        </Bound>
        {/* The dose per kg the directions imply, against the labelled range (decision 0143; advisory). */}
        {!isOfficeUse && data.patient && (
          <DoseCheckPanel directions={values.directions} strength={product.strengthDisplay} ranges={product.labelledDoseRanges ?? data.product?.labelledDoseRanges} patient={data.patient} />
        )}
        {/* The safety check against the patient's medication list (issue 42, decisions 0271–0273). */}
        {props.safety && <SafetyPanel check={props.safety.check} />}
        {props.safety && (props.safety.gate.needsReason || values.safetyOverrideReason) && (
          <Bound {...bound('safetyOverrideReason')} label={SAFETY_MESSAGES.reasonLabel} required={props.safety.gate.needsReason} helper={SAFETY_MESSAGES.reasonHelper}>
            {(f) => (
              <Textarea
                id={f.id}
                rows={2}
                maxLength={SAFETY_OVERRIDE_REASON_MAX}
                value={values.safetyOverrideReason ?? ''}
                onChange={(e) => change('safetyOverrideReason', e.target.value)}
                onBlur={f.onBlur}
                bg="bg"
                data-testid="input-safetyOverrideReason"
              />
            )}
          </Bound>
        )}
        {props.safety?.gate.needsWithdrawalTime && (
          <Bound {...bound('withdrawalTime')} label={SAFETY_MESSAGES.withdrawalLabel} required helper={SAFETY_MESSAGES.withdrawalHelper}>
            {(f) => (
              <Input
                id={f.id}
                maxLength={WITHDRAWAL_TIME_MAX}
                value={values.withdrawalTime ?? ''}
                onChange={(e) => change('withdrawalTime', e.target.value)}
                onBlur={f.onBlur}
                bg="bg"
                data-testid="input-withdrawalTime"
              />
            )}
          </Bound>
        )}
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="start">
          <Bound {...bound('refills')} label={L.refills} required={!values.prnFlag} disabled={refillsDisabled}>
            {(f) => (
              <Stack gap="2" w="full">
                <Input
                  id={f.id}
                  list={`${f.id}-choices`}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={values.prnFlag ? PRESCRIBING_LABELS.prn : L.choose}
                  value={values.prnFlag ? '' : (values.refills ?? '')}
                  disabled={refillsDisabled}
                  onChange={(e) => change('refills', e.target.value === '' ? null : e.target.value)}
                  onBlur={f.onBlur}
                  data-testid="input-refills"
                />
                <datalist id={`${f.id}-choices`} data-testid="refill-choices">
                  {refillChoices(refillFacts).map((n) => (
                    <option key={n} value={n} />
                  ))}
                </datalist>
                {prnShown && (
                  <Checkbox.Root checked={values.prnFlag} disabled={prnLocked} onCheckedChange={(e) => change('prnFlag', e.checked === true)} data-testid="prn-checkbox">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{L.prn}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              </Stack>
            )}
          </Bound>
          <Bound {...bound('prescExpiryDate')} label={L.expiration} required>
            {(f) => (
              <Input id={f.id} type="date" min={window.earliest} max={window.latest} value={values.prescExpiryDate ?? ''} onChange={(e) => change('prescExpiryDate', e.target.value || null)} onBlur={f.onBlur} data-testid="input-expiration" />
            )}
          </Bound>
          <Bound {...bound('authorizingVet')} label={authorizingVetLabel({ isPrnOnlyFamily: productFacts.isPrnOnlyFamily, mode })} required>
            {idSelect('authorizingVet', vetOptions.map((u) => ({ id: u.id, label: u.displayName })), 'select-authorizing-vet')}
          </Bound>
        </Grid>
        {notice && (
          <Alert.Root status={isScheduleII(productFacts) ? 'error' : 'warning'} data-testid="controlled-notice">
            <Alert.Indicator>
              <LuShieldAlert />
            </Alert.Indicator>
            <Alert.Content>
              <Alert.Title>{notice}</Alert.Title>
              {hardCopy && <Alert.Description>{hardCopy}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="start">
          <Bound {...bound('clientNotification')} label={L.clientNotification}>
            {(f) => (
              <Select id={f.id} value={values.clientNotification} onChange={(v) => change('clientNotification', v as ClientNotificationOption)} onBlur={f.onBlur} testId="select-notification">
                {CLIENT_NOTIFICATION_OPTIONS.map((o) => (
                  <option key={o} value={o}>
                    {PRESCRIBING_OPTION_LABELS.clientNotification[o]}
                  </option>
                ))}
              </Select>
            )}
          </Bound>
          <Bound {...bound('notifyClientDate')} label={L.notificationDate} disabled={!isNotifyClientDateEnabled(values.clientNotification) || values.clientNotification !== 'selectDate'}>
            {(f) => (
              <Input
                id={f.id}
                type="date"
                min={toDayString(today)}
                disabled={values.clientNotification !== 'selectDate'}
                // Today / 30 Days / …: the date the choice computes, shown (read-only) in the box.
                value={values.clientNotification === 'selectDate' ? (values.notifyClientDate ?? '') : (notifyClientDateFor(values.clientNotification, today) ?? '')}
                placeholder={values.clientNotification === 'none' ? '' : undefined}
                onChange={(e) => change('notifyClientDate', e.target.value || null)}
                onBlur={f.onBlur}
                data-testid="input-notify-date"
              />
            )}
          </Bound>
          <Bound {...bound('workflowLocationUserId')} label={L.workflowUser}>
            {idSelect('workflowLocationUserId', workflowOptions.map((o) => ({ id: o.value, label: o.label })), 'select-workflow-user')}
          </Bound>
        </Grid>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="start">
          <Bound {...bound('currentWorkflowStatusId')} label={L.workflowStatus}>
            {idSelect('currentWorkflowStatusId', data.statuses.map((st) => ({ id: st.id, label: st.description })), 'select-workflow-status')}
          </Bound>
        </Grid>
      </Section>

      {/* Compounding: required fields stay in view, never inside the collapsed Advanced Options (issue 11). */}
      {(isReasonForCompoundShown(product) && !isOfficeUse) || (product.compound && product.hasPharmacyRationale) ? (
        <Section testId="form-compounding">
          {isReasonForCompoundShown(product) && !isOfficeUse && (
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
              <Bound {...bound('reasonForCompound')} label={L.reasonForCompound} required helper={reasonForCompoundHint()}>
                {(f) => (
                  <Select
                    id={f.id}
                    value={values.reasonForCompound ?? ''}
                    onBlur={f.onBlur}
                    testId="select-reason"
                    onChange={(v) => {
                      const r = data.reasons.find((x) => x.reasonForCompound === v);
                      props.change('reasonForCompound', v || null);
                      if (!isAllergicIngredientEnabled(r)) props.change('allergicIngredient', null);
                    }}
                  >
                    <option value="">{L.choose}</option>
                    {data.reasons.map((r) => (
                      <option key={r.id} value={r.reasonForCompound}>
                        {r.reasonForCompound}
                      </option>
                    ))}
                  </Select>
                )}
              </Bound>
              <Bound {...bound('allergicIngredient')} label={L.allergicIngredient} required={allergicEnabled} disabled={!allergicEnabled}>
                {(f) => (
                  <Input id={f.id} maxLength={ALLERGIC_INGREDIENT_MAX_LENGTH} value={values.allergicIngredient ?? ''} disabled={!allergicEnabled} onChange={(e) => change('allergicIngredient', e.target.value)} onBlur={f.onBlur} data-testid="input-allergic-ingredient" />
                )}
              </Bound>
            </Grid>
          )}
          {isReasonForCompoundShown(product) === false && product.compound && product.hasPharmacyRationale && (
            <Text textStyle="sm" color="fg.muted">
              {L.reasonForCompound}: {PRESCRIBING_LABELS.pharmacyRationale}
            </Text>
          )}
        </Section>
      ) : null}

      {/* Conflict Detected */}
      {props.conflicts && props.conflicts.conflicts.length > 0 && (
        <Alert.Root status="warning" data-testid="conflict-panel" alignItems="start">
          <Alert.Indicator>
            <LuTriangleAlert />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>{PRESCRIBING_LABELS.conflictDetected}</Alert.Title>
            <Alert.Description>
              <Stack gap="1" mt="1">
                {props.conflicts.conflicts.map((c, i) => (
                  <Text key={i}>• {c.message}</Text>
                ))}
                <Text fontWeight="medium">{props.conflicts.explanation}</Text>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {/* Advanced Options */}
      <Collapsible.Root open={advancedOpen} onOpenChange={(e) => setAdvancedOpen(e.open)}>
        <Section>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Collapsible.Trigger asChild>
              <Button variant="ghost" size="sm" px="1" data-testid="advanced-options-toggle">
                <Box as="span" transition="transform 0.2s" transform={advancedOpen ? 'rotate(180deg)' : undefined} display="inline-flex">
                  <LuChevronDown />
                </Box>
                {PRESCRIBING_LABELS.advancedOptions}
              </Button>
            </Collapsible.Trigger>
            <Checkbox.Root
              size="sm"
              checked={openPref}
              onCheckedChange={(e) => {
                const on = e.checked === true;
                setOpenPref(on);
                try {
                  globalThis.localStorage?.setItem(ADVANCED_OPTIONS_STORAGE_KEY, String(on));
                } catch {
                  /* storage unavailable: the preference lasts for this page only */
                }
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{L.openByDefault}</Checkbox.Label>
            </Checkbox.Root>
          </Flex>
          <Collapsible.Content>
            <Stack gap="4" pt="2" data-testid="advanced-options">
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
                <Bound {...bound('flavorId')} label={L.flavor}>
                  {idSelect('flavorId', product.productFlavors.map((fl) => ({ id: fl.id, label: fl.name })), 'select-flavor', { none: L.noFlavor, disabled: product.productFlavors.length === 0 })}
                </Bound>
                <Bound {...bound('daysSupply')} label={L.daysSupply}>
                  {(f) => (
                    <Input id={f.id} inputMode="numeric" value={values.daysSupply ?? ''} onChange={(e) => change('daysSupply', capDaysSupplyInput(e.target.value, { createForm: mode === 'create' }))} onBlur={f.onBlur} data-testid="input-days-supply" />
                  )}
                </Bound>
              </Grid>
              <Bound {...bound('noteToPharmacy')} label={L.noteToPharmacy} required={props.conflicts !== null && props.conflicts.conflicts.length > 0} helper={L.characters((values.noteToPharmacy ?? '').length, NOTE_TO_PHARMACY_MAX_LENGTH)}>
                {(f) => (
                  <Stack gap="1" w="full">
                    <Textarea id={f.id} rows={2} maxLength={NOTE_TO_PHARMACY_MAX_LENGTH} value={values.noteToPharmacy ?? ''} onChange={(e) => change('noteToPharmacy', e.target.value)} onBlur={f.onBlur} bg="bg" data-testid="input-note-to-pharmacy" />
                    <ShortcutMenu type="NP" shortcuts={data.shortcuts} onPick={(d) => appendShortcut(SHORTCUT_FIELD.NP, d, NOTE_TO_PHARMACY_MAX_LENGTH)} onAdd={() => setShortcutType('NP')} />
                  </Stack>
                )}
              </Bound>
              {noteToClientOn && (
                <Bound {...bound('noteToClient')} label={L.noteToClient} helper={L.characters((values.noteToClient ?? '').length, NOTE_TO_CLIENT_MAX_LENGTH)}>
                  {(f) => (
                    <Stack gap="1" w="full">
                      <Textarea id={f.id} rows={2} maxLength={NOTE_TO_CLIENT_MAX_LENGTH} value={values.noteToClient ?? ''} onChange={(e) => change('noteToClient', e.target.value)} onBlur={f.onBlur} bg="bg" data-testid="input-note-to-client" />
                      <ShortcutMenu type="NC" shortcuts={data.shortcuts} onPick={(d) => appendShortcut(SHORTCUT_FIELD.NC, d, NOTE_TO_CLIENT_MAX_LENGTH)} onAdd={() => setShortcutType('NC')} />
                    </Stack>
                  )}
                </Bound>
              )}
              {!isOfficeUse && data.patient && location?.isPimsEnabled && (
                <Stack gap="2">
                  <Bound {...bound('pimsConsultId')} label={L.consult} disabled={!linking.enabled}>
                    {idSelect(
                      'pimsConsultId',
                      consults.map((c) => ({ id: c.id, label: [c.code, c.date ? formatDate(c.date) : null, c.description].filter(Boolean).join(' · ') })),
                      'select-consult',
                      { none: PRESCRIBING_LABELS.doNotLinkToConsultation, disabled: !linking.enabled },
                    )}
                  </Bound>
                  {!linking.enabled && (
                    <Text textStyle="sm" color="fg.muted" data-testid="consult-hint">
                      {linking.hint}
                    </Text>
                  )}
                  {consultsQ.isError && <Text textStyle="sm" color="fg.error">{PRESCRIBING_NOTICES.consultRetrievalError}</Text>}
                  {linking.enabled && location?.pimsConnectionType?.toUpperCase() === 'EZYVET' && (
                    <HStack gap="2" align="end">
                      <Field.Root>
                        <Field.Label textStyle="xs">{PRESCRIBING_LABELS.searchByCode}</Field.Label>
                        <Input size="sm" maxLength={CONSULT_CODE_MAX_LENGTH} value={codeSearch} onChange={(e) => setCodeSearch(e.target.value)} />
                      </Field.Root>
                      <Button size="sm" variant="outline" onClick={() => setCodeQuery(codeSearch.trim() || null)}>
                        {L.search}
                      </Button>
                    </HStack>
                  )}
                </Stack>
              )}
            </Stack>
          </Collapsible.Content>
        </Section>
      </Collapsible.Root>

      {/* DEA information instead of the print toggle for controlled products */}
      <Section>
        {showsDeaInformation(productFacts) ? (
          <HStack gap="3" data-testid="dea-information">
            <LuShieldAlert />
            <Text>
              <b>{L.deaNumber}</b> {vet?.deaLicense ?? L.deaMissing}
            </Text>
          </HStack>
        ) : (
          <Switch.Root checked={props.printAfter} onCheckedChange={(e) => props.onPrintAfter(e.checked)} data-testid="print-after-switch" disabled={!props.showPrintToggle}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{L.printAfterAuthorizing}</Switch.Label>
          </Switch.Root>
        )}
      </Section>

      <ProductDetailsModal productId={product.id} open={details} onClose={() => setDetails(false)} />
      <AddShortcutDialog
        type={shortcutType}
        onClose={() => setShortcutType(null)}
        onAdded={(details) => {
          if (shortcutType) appendShortcut(SHORTCUT_FIELD[shortcutType], details, shortcutType === 'SIG' ? DIRECTIONS_MAX_LENGTH : 100);
        }}
      />
    </Stack>
  );
}
