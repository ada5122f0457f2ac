/**
 * Product selection in four steps (prescribing §2 /create/rx/product-selection/): 0 family (the product
 * search panel), 1 form, 2 strength, 3 product. Core's product-selection machine decides every move;
 * this component renders the current step and mirrors the machine into the URL (base64 parameters,
 * history replaced, no reload). Earlier steps are clickable; Back from step 0 leaves the flow.
 */
import { Box, Button, Flex, HStack, Stack, Steps, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import {
  productSelectionMachine,
  productSelectionQuery,
  type ProductSelectionOutput,
  decodeRxQueryParams,
  type ProductSelection as Selection,
  productSelectionStep,
  type ProductSelectionStep,
  RX_QUERY_PARAMS,
  selectionFromQuery,
} from '@vetrx/core/product';
import { PRESCRIBING_LABELS, PRESCRIBING_UI } from '@vetrx/core/messages';
import { useEffect, useRef } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { ProductSearchPanel } from '../../products/search/ProductSearchPanel';
import { FormStep, ProductStep, StrengthStep, useFamilyName, type FamilyStepProps } from './steps';

export interface ChosenProduct {
  selection: Selection & { productId: string };
  clientId: string | null;
  patientId: string | null;
  isOfficeUse: boolean;
}

export interface ProductSelectionProps {
  /** The office-use variant (navigation state isOfficeUse). */
  isOfficeUse?: boolean;
  /** Shows the Search For Product heading and Back on the search step. */
  header?: boolean;
  onChosen(chosen: ChosenProduct): void;
  /** Back from step 0: the client profile or /create. */
  onExit(path: string): void;
}

export function ProductSelection({ isOfficeUse = false, header = true, onChosen, onExit }: ProductSelectionProps) {
  const [params, setParams] = useSearchParams();
  const initial = useRef(decodeRxQueryParams(Object.fromEntries(params)));
  const [snapshot, send] = useMachine(productSelectionMachine, {
    input: {
      selection: selectionFromQuery(initial.current),
      clientId: initial.current.clientId,
      patientId: initial.current.patientId,
      isOfficeUse,
    },
  });
  const ctx = snapshot.context;
  const step = productSelectionStep(ctx.selection);
  const familyName = useFamilyName(ctx.selection.productFamily, isOfficeUse);

  // Mirror the machine into the URL: every step change replaces the history entry, no reload.
  const query = JSON.stringify(productSelectionQuery(ctx));
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RX_QUERY_PARAMS) next.delete(name);
        for (const [k, v] of Object.entries(JSON.parse(query) as Record<string, string>)) next.set(k, v);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [query, setParams]);

  useEffect(() => {
    if (snapshot.status === 'done') onExit((snapshot.output as ProductSelectionOutput).exitPath);
  }, [snapshot.status, snapshot.output, onExit]);

  const chosenId = ctx.selection.productId;
  const chosenRef = useRef<string | null>(initial.current.productId);
  useEffect(() => {
    if (chosenId && chosenRef.current !== chosenId) {
      chosenRef.current = chosenId;
      onChosen({ selection: { ...ctx.selection, productId: chosenId }, clientId: ctx.clientId, patientId: ctx.patientId, isOfficeUse });
    }
  }, [chosenId, ctx.selection, ctx.clientId, ctx.patientId, isOfficeUse, onChosen]);

  const labels = PRESCRIBING_UI.selectionSteps;
  const summary = [familyName, ctx.selection.productStrength].filter(Boolean).join(' · ');
  // What steps 1 to 3 share: the chosen family (and, from step 2, the chosen form) under the step filters.
  const { productFamily, productPresentation } = ctx.selection;
  const familyStep: FamilyStepProps | null = productFamily ? { productFamily, isOfficeUse, filters: ctx.filters, onFilters: (change) => send({ type: 'CHANGE_FILTERS', change }) } : null;
  const formStep = familyStep && productPresentation ? { ...familyStep, productPresentation } : null;

  return (
    <Stack gap="5" data-testid="product-selection" data-step={step}>
      <Steps.Root step={step} count={4} size="sm" colorPalette="brand" onStepChange={(e) => e.step < step && send({ type: 'GO_TO_STEP', step: e.step as ProductSelectionStep })}>
        <Steps.List>
          {labels.map((label, index) => (
            <Steps.Item key={label} index={index} title={label}>
              <Steps.Trigger disabled={index >= step} data-testid={`selection-step-${index}`} aria-label={label}>
                <Steps.Indicator />
                <Box display={{ base: index === step ? 'block' : 'none', md: 'block' }}>
                  <Steps.Title>{label}</Steps.Title>
                </Box>
              </Steps.Trigger>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Steps.List>
      </Steps.Root>
      {step > 0 && (
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <HStack gap="3" minW="0">
            <Button variant="outline" size="sm" onClick={() => send({ type: 'BACK' })} data-testid="selection-back">
              <LuArrowLeft /> {PRESCRIBING_LABELS.back}
            </Button>
            <Text fontWeight="semibold" truncate data-testid="selection-summary">
              {summary}
            </Text>
          </HStack>
          {isOfficeUse && (
            <Text textStyle="sm" color="brand.fg" fontWeight="medium">
              {PRESCRIBING_UI.officeUseVariant}
            </Text>
          )}
        </Flex>
      )}
      {step === 0 && (
        <ProductSearchPanel
          searchText={ctx.searchText}
          filters={ctx.filters}
          isOfficeUse={isOfficeUse}
          header={header ? { onBack: () => send({ type: 'BACK' }) } : null}
          onSearchText={(text) => send({ type: 'SET_SEARCH_TEXT', text })}
          onChangeFilters={(change) => send({ type: 'CHANGE_FILTERS', change })}
          onClearFilters={() => send({ type: 'CLEAR_FILTERS' })}
          onPage={(page) => send({ type: 'SET_PAGE', page })}
          onSelect={(family) => send({ type: 'SELECT_FAMILY', productFamily: family.productFamily })}
        />
      )}
      {step === 1 && familyStep && <FormStep {...familyStep} onSelect={(id) => send({ type: 'SELECT_PRESENTATION', productPresentation: id })} />}
      {step === 2 && formStep && <StrengthStep {...formStep} onSelect={(choice) => send({ type: 'SELECT_STRENGTH', ...choice })} />}
      {step === 3 && formStep && (
        <ProductStep
          {...formStep}
          selectedProductId={ctx.selection.productId}
          onSelect={(productId) => {
            if (productId === ctx.selection.productId) {
              onChosen({ selection: { ...ctx.selection, productId }, clientId: ctx.clientId, patientId: ctx.patientId, isOfficeUse });
            } else send({ type: 'SELECT_PRODUCT', productId });
          }}
        />
      )}
    </Stack>
  );
}
