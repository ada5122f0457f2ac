/** Compounding: required fields stay in view, never inside the collapsed Advanced Options (issue 11). */
import { Grid, Input, Text } from '@chakra-ui/react';
import { PRESCRIBING_FORM_LABELS as L, PRESCRIBING_LABELS } from '@vetrx/core/messages';
import { isAllergicIngredientEnabled, type PrescriptionFormView } from '@vetrx/core/prescription';
import { Bound, type FormWiring, Section, Select } from './parts';

export interface CompoundingSectionProps {
  form: FormWiring;
  view: PrescriptionFormView['sections']['compounding'];
  reasons: ReadonlyArray<{ id: string; reasonForCompound: string; allergicIngredient?: boolean | null }>;
}

export function CompoundingSection({ form, view, reasons }: CompoundingSectionProps) {
  const { values, change } = form;
  if (!view.shown) return null;
  return (
    <Section testId="form-compounding">
      {view.reason.shown && (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
          <Bound name="reasonForCompound" form={form} view={view.reason} label={L.reasonForCompound}>
            {(f) => (
              <Select
                id={f.id}
                value={values.reasonForCompound ?? ''}
                onBlur={f.onBlur}
                testId="select-reason"
                onChange={(v) => {
                  // The machine hears the reason with its allergic-ingredient flag (FormBody's change); a reason without one clears the ingredient.
                  const r = reasons.find((x) => x.reasonForCompound === v);
                  change('reasonForCompound', v || null);
                  if (!isAllergicIngredientEnabled(r)) change('allergicIngredient', null);
                }}
              >
                <option value="">{L.choose}</option>
                {reasons.map((r) => (
                  <option key={r.id} value={r.reasonForCompound}>
                    {r.reasonForCompound}
                  </option>
                ))}
              </Select>
            )}
          </Bound>
          <Bound name="allergicIngredient" form={form} view={view.allergicIngredient} label={L.allergicIngredient}>
            {(f) => (
              <Input
                id={f.id}
                maxLength={view.allergicIngredient.maxLength}
                value={values.allergicIngredient ?? ''}
                disabled={view.allergicIngredient.disabled}
                onChange={(e) => change('allergicIngredient', e.target.value)}
                onBlur={f.onBlur}
                data-testid="input-allergic-ingredient"
              />
            )}
          </Bound>
        </Grid>
      )}
      {view.pharmacyRationale && (
        <Text textStyle="sm" color="fg.muted">
          {L.reasonForCompound}: {PRESCRIBING_LABELS.pharmacyRationale}
        </Text>
      )}
    </Section>
  );
}
