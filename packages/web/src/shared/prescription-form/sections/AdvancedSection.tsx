/**
 * Advanced Options: flavour, days supply, the notes to the pharmacy and the client, and the PIMS consult.
 * It opens by the user's "open by default", a saved value inside it, or a message under one of its
 * fields (core's view says when: `advanced.autoOpen`). Its fields are drawn from the first time it opens.
 */
import type { Id } from '@vetrx/core/common';
import { Box, Button, Checkbox, Field, Flex, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Collapsible, Textarea } from '../../../components/ui/chakra-late';
import { formatDate } from '@vetrx/core/format';
import { PRESCRIBING_FORM_LABELS as L, PRESCRIBING_LABELS, PRESCRIBING_NOTICES } from '@vetrx/core/messages';
import { GetPimsConsultsByCodeDocument } from '@vetrx/core/operations/getPimsConsultsByCode';
import { GetPimsConsultsByPatientIdDocument } from '@vetrx/core/operations/getPimsConsultsByPatientId';
import { capDaysSupplyInput, type PrescriptionFormView, recentConsults, type ShortcutType, PRESCRIPTION_LIMITS } from '@vetrx/core/prescription';
import { useEffect, useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { useGql } from '../../../api/useGql';
import { useCurrentLocation } from '../../../session/SessionContext';
import { Bound, type FormWiring, idSelect, Section, type ShortcutRow, ShortcutMenu } from './parts';

type AdvancedView = PrescriptionFormView['sections']['advanced'];

export interface AdvancedSectionProps {
  form: FormWiring;
  view: AdvancedView;
  mode: 'create' | 'approval';
  flavors: ReadonlyArray<{ id: Id; label: string }>;
  shortcuts: readonly ShortcutRow[];
  onShortcut(type: ShortcutType, details: string): void;
  onAddShortcut(type: ShortcutType): void;
  /** The user's "open by default" (kept in local storage by the form). */
  openByDefault: boolean;
  onOpenByDefault(on: boolean): void;
  /** The patient's PIMS id, for the consult lists. */
  patientPimsId: string | null;
}

export function AdvancedSection({ form, view, mode, flavors, shortcuts, onShortcut, onAddShortcut, openByDefault, onOpenByDefault, patientPimsId }: AdvancedSectionProps) {
  const { values, change } = form;
  const [open, setOpen] = useState(view.autoOpen);
  useEffect(() => {
    if (view.autoOpen) setOpen(true);
  }, [view.autoOpen]);
  return (
    // Its fields mount the first time it opens (then stay, with what was typed): closed, they were a sixth
    // of what an Approve press draws (issue 61).
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)} lazyMount>
      <Section>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Collapsible.Trigger asChild>
            <Button variant="ghost" size="sm" px="1" data-testid="advanced-options-toggle">
              <Box as="span" transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined} display="inline-flex">
                <LuChevronDown />
              </Box>
              {PRESCRIBING_LABELS.advancedOptions}
            </Button>
          </Collapsible.Trigger>
          <Checkbox.Root size="sm" checked={openByDefault} onCheckedChange={(e) => onOpenByDefault(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{L.openByDefault}</Checkbox.Label>
          </Checkbox.Root>
        </Flex>
        <Collapsible.Content>
          <Stack gap="4" pt="2" data-testid="advanced-options">
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
              {/* No flavours: the select is disabled, the field itself is not. */}
              <Bound name="flavorId" form={form} view={{ ...view.flavor, disabled: false }} label={L.flavor}>
                {idSelect(form, 'flavorId', flavors, 'select-flavor', { none: L.noFlavor, disabled: view.flavor.disabled })}
              </Bound>
              <Bound name="daysSupply" form={form} view={view.daysSupply} label={L.daysSupply}>
                {(f) => (
                  <Input id={f.id} inputMode="numeric" value={values.daysSupply ?? ''} onChange={(e) => change('daysSupply', capDaysSupplyInput(e.target.value, { createForm: mode === 'create' }))} onBlur={f.onBlur} data-testid="input-days-supply" />
                )}
              </Bound>
            </Grid>
            <Bound name="noteToPharmacy" form={form} view={view.noteToPharmacy} label={L.noteToPharmacy}>
              {(f) => (
                <Stack gap="1" w="full">
                  <Textarea id={f.id} rows={2} maxLength={view.noteToPharmacy.maxLength} value={values.noteToPharmacy ?? ''} onChange={(e) => change('noteToPharmacy', e.target.value)} onBlur={f.onBlur} bg="bg" data-testid="input-note-to-pharmacy" />
                  <ShortcutMenu type="NP" shortcuts={shortcuts} onPick={(d) => onShortcut('NP', d)} onAdd={() => onAddShortcut('NP')} />
                </Stack>
              )}
            </Bound>
            {view.noteToClient.shown && (
              <Bound name="noteToClient" form={form} view={view.noteToClient} label={L.noteToClient}>
                {(f) => (
                  <Stack gap="1" w="full">
                    <Textarea id={f.id} rows={2} maxLength={view.noteToClient.maxLength} value={values.noteToClient ?? ''} onChange={(e) => change('noteToClient', e.target.value)} onBlur={f.onBlur} bg="bg" data-testid="input-note-to-client" />
                    <ShortcutMenu type="NC" shortcuts={shortcuts} onPick={(d) => onShortcut('NC', d)} onAdd={() => onAddShortcut('NC')} />
                  </Stack>
                )}
              </Bound>
            )}
            {view.consult.shown && <ConsultField form={form} view={view.consult} patientPimsId={patientPimsId} />}
          </Stack>
        </Collapsible.Content>
      </Section>
    </Collapsible.Root>
  );
}

/** The PIMS consult the prescription links to (clients §4), with the search by code for ezyVet. */
function ConsultField({ form, view, patientPimsId }: { form: FormWiring; view: Extract<AdvancedView['consult'], { shown: true }>; patientPimsId: string | null }) {
  const { location } = useCurrentLocation();
  const enabled = !view.disabled;
  const pimsInput = location?.pimsAccountId && location.pimsConnectionType ? { pimsAccountId: location.pimsAccountId, pimsConnectionType: location.pimsConnectionType } : null;
  const consultsQ = useGql(GetPimsConsultsByPatientIdDocument, enabled && pimsInput && patientPimsId ? { patientId: patientPimsId, pimsInput } : null, { retry: false });
  const [codeSearch, setCodeSearch] = useState('');
  const [codeQuery, setCodeQuery] = useState<string | null>(null);
  const byCode = useGql(GetPimsConsultsByCodeDocument, codeQuery && pimsInput && patientPimsId ? { code: codeQuery, patientId: patientPimsId, pimsInput } : null, { retry: false });
  const { hint, ...field } = view;
  const consults = recentConsults([...(byCode.data?.getPimsConsultsByCode ?? []), ...(consultsQ.data?.getPimsConsultsByPatientId ?? [])].filter((c, i, all) => all.findIndex((x) => x.id === c.id) === i));
  return (
    <Stack gap="2">
      <Bound name="pimsConsultId" form={form} view={field} label={L.consult}>
        {idSelect(
          form,
          'pimsConsultId',
          consults.map((c) => ({ id: c.id, label: [c.code, c.date ? formatDate(c.date) : null, c.description].filter(Boolean).join(' · ') })),
          'select-consult',
          { none: PRESCRIBING_LABELS.doNotLinkToConsultation, disabled: view.disabled },
        )}
      </Bound>
      {hint && (
        <Text textStyle="sm" color="fg.muted" data-testid="consult-hint">
          {hint}
        </Text>
      )}
      {consultsQ.isError && <Text textStyle="sm" color="fg.error">{PRESCRIBING_NOTICES.consultRetrievalError}</Text>}
      {enabled && location?.pimsConnectionType?.toUpperCase() === 'EZYVET' && (
        <HStack gap="2" align="end">
          <Field.Root>
            <Field.Label textStyle="xs">{PRESCRIBING_LABELS.searchByCode}</Field.Label>
            <Input size="sm" maxLength={PRESCRIPTION_LIMITS.consultCode} value={codeSearch} onChange={(e) => setCodeSearch(e.target.value)} />
          </Field.Root>
          <Button size="sm" variant="outline" onClick={() => setCodeQuery(codeSearch.trim() || null)}>
            {L.search}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
