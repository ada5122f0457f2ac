/**
 * The fields of the prescription form, by section. What each section shows — required, disabled and
 * why, hints, limits, options, the message under each field — is core's `prescriptionFormView`, computed
 * once here from the machine's values and facts; the sections (./sections) render their slice. Values
 * come from core's machine and every change goes back to it (`change`), so core's reactions (PRN,
 * controlled clears, Schedule II lock, product change) apply, and so does every blur (`blur`: the field
 * is touched). The message under each field is the machine's (`fieldErrors`, core's `visibleFieldErrors`).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Alert, Switch } from '../../components/ui/chakra-late';
import type { ConflictResult } from '@vetrx/core/conflict';
import { PRESCRIBING_FORM_LABELS as L, PRESCRIBING_LABELS } from '@vetrx/core/messages';
import {
  authorizingVetOptions,
  type PrescriptionFormFacts,
  prescriptionFormView,
  type PrescriptionFormValues,
  SHORTCUT_FIELD,
  type ShortcutType,
  PRESCRIPTION_LIMITS,
} from '@vetrx/core/prescription';
import type { SafetyGate } from '@vetrx/core/safety';
import { workflowUserOptions } from '@vetrx/core/task';
import { useMemo, useState } from 'react';
import { LuShieldAlert, LuTriangleAlert } from 'react-icons/lu';
import { useCurrentLocation } from '../../session/SessionContext';
import { ADVANCED_OPTIONS_STORAGE_KEY } from '../../lib/ui-constants';
import { ProductDetailsModal } from '../products/ProductDetailsModal';
import { AddShortcutDialog } from './dialogs';
import { type LoadedProduct, safetyProductOf } from './product';
import { DoseCheckPanel } from '../safety/DoseCheckPanel';
import { type SafetyCheck, SafetyPanel } from './SafetyPanel';
import { AdvancedSection } from './sections/AdvancedSection';
import { CompoundingSection } from './sections/CompoundingSection';
import { DirectionsSection } from './sections/DirectionsSection';
import { type FieldName, type FormWiring, Section } from './sections/parts';
import { ProductSection } from './sections/ProductSection';
import type { FamilyProduct, useFormData } from './useFormData';

type Values = PrescriptionFormValues;

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
  printAfter: boolean;
  onPrintAfter(on: boolean): void;
  draft: { flavorId?: unknown; daysSupply?: unknown; allergicIngredient?: unknown; noteToPharmacy?: unknown; noteToClient?: unknown } | null;
  /** The safety check (issue 42) and what its findings ask; null for office use or without a patient. */
  safety: { check: SafetyCheck; gate: SafetyGate } | null;
}

const SHORTCUT_LIMIT: Record<ShortcutType, number> = { SIG: PRESCRIPTION_LIMITS.directions, NP: PRESCRIPTION_LIMITS.noteToPharmacy, NC: PRESCRIPTION_LIMITS.noteToClient };

function readStoredPreference(): boolean {
  try {
    return globalThis.localStorage?.getItem(ADVANCED_OPTIONS_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function FormFields(props: FormFieldsProps) {
  const { values, facts, product, data, isOfficeUse, mode, change, blur } = props;
  const { location } = useCurrentLocation();
  const [details, setDetails] = useState(false);
  const [shortcutType, setShortcutType] = useState<ShortcutType | null>(null);
  const [openPref, setOpenPref] = useState(readStoredPreference);
  const form: FormWiring = useMemo(() => ({ values, change, blur }), [values, change, blur]);
  const conflictExists = props.conflicts !== null && props.conflicts.conflicts.length > 0;
  const reason = data.reasons.find((r) => r.reasonForCompound === values.reasonForCompound) ?? null;
  const pimsShown = !isOfficeUse && !!data.patient && location?.isPimsEnabled === true;

  // What every section shows: core's rules over the form's facts, in one place.
  const view = prescriptionFormView({
    values,
    product: facts.product,
    mode,
    isOfficeUse,
    today: new Date(),
    errors: props.fieldErrors,
    requestedQuantity: props.requestedQuantity,
    pack: { display: product.packsizeDisplay ?? null, priced: product, priceBookType: location?.priceBookType ?? null },
    reason,
    features: { showNoteToClient: location?.features.includes('showNoteToClient') },
    locationState: location?.locationAddresses.find((a) => a.isActive)?.state ?? null,
    conflictExists,
    safety: props.safety?.gate ?? null,
    flavorCount: product.productFlavors.length,
    advanced: { storedPreference: openPref, draft: props.draft },
    pims: pimsShown
      ? {
          pimsConnectionType: location?.pimsConnectionType ?? null,
          isWritebackEnabled: location?.isEnabledForWriteback === true,
          isAccountSetUp: location?.isPimsAccountSecretSet === true && !!location?.pimsAccountId,
          patientPimsId: data.patient?.pimsId ?? null,
        }
      : null,
  });
  const { sections } = view;

  const appendShortcut = (type: ShortcutType, text: string) => {
    const field = SHORTCUT_FIELD[type];
    const current = (values[field] ?? '').trim();
    change(field, (current ? `${current} ${text}` : text).slice(0, SHORTCUT_LIMIT[type]));
  };
  const vet = data.vets.find((u) => String(u.id) === String(values.authorizingVet));

  return (
    <Stack gap="5">
      <ProductSection
        form={form}
        product={sections.product}
        quantity={sections.quantity}
        loaded={product}
        data={data}
        presentationId={props.presentationId}
        portal={location?.locationPortalType.code ?? null}
        selectProduct={props.selectProduct}
        clearProduct={props.clearProduct}
        onDetails={() => setDetails(true)}
      />

      <DirectionsSection
        form={form}
        view={sections}
        shortcuts={data.shortcuts}
        onShortcut={appendShortcut}
        onAddShortcut={setShortcutType}
        checks={
          <>
            {/* The dose per kg and per day the directions imply, against the labelled dose. */}
            {!isOfficeUse && data.patient && <DoseCheckPanel directions={values.directions} product={safetyProductOf(product)} patient={data.patient} />}
            {/* The safety check against the patient's medication list (issue 42). */}
            {props.safety && <SafetyPanel check={props.safety.check} />}
          </>
        }
        vetOptions={authorizingVetOptions(data.vets.map((u) => ({ ...u, role: u.role }))).map((u) => ({ id: u.id, label: u.displayName }))}
        workflowUserOptions={workflowUserOptions(data.users, location?.id ?? '').map((o) => ({ id: o.value, label: o.label }))}
        statusOptions={data.statuses.map((st) => ({ id: st.id, label: st.description }))}
      />

      <CompoundingSection form={form} view={sections.compounding} reasons={data.reasons} />

      {/* Conflict Detected */}
      {props.conflicts && conflictExists && (
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

      <AdvancedSection
        form={form}
        view={sections.advanced}
        mode={mode}
        flavors={product.productFlavors.map((fl) => ({ id: fl.id, label: fl.name }))}
        shortcuts={data.shortcuts}
        onShortcut={appendShortcut}
        onAddShortcut={setShortcutType}
        openByDefault={openPref}
        onOpenByDefault={(on) => {
          setOpenPref(on);
          try {
            globalThis.localStorage?.setItem(ADVANCED_OPTIONS_STORAGE_KEY, String(on));
          } catch {
            /* storage unavailable: the preference lasts for this page only */
          }
        }}
        patientPimsId={data.patient?.pimsId ?? null}
      />

      {/* DEA information instead of the print toggle for controlled products */}
      <Section>
        {sections.print.showsDeaInformation ? (
          <HStack gap="3" data-testid="dea-information">
            <LuShieldAlert />
            <Text>
              <b>{L.deaNumber}</b> {vet?.deaLicense ?? L.deaMissing}
            </Text>
          </HStack>
        ) : (
          <Switch.Root checked={props.printAfter} onCheckedChange={(e) => props.onPrintAfter(e.checked)} data-testid="print-after-switch" disabled={sections.print.toggleDisabled}>
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
        onAdded={(text) => {
          if (shortcutType) appendShortcut(shortcutType, text);
        }}
      />
    </Stack>
  );
}
