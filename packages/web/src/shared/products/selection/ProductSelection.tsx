/**
 * Product selection in four steps (prescribing §2 /create/rx/product-selection/): 0 family (the product
 * search panel), 1 form, 2 strength, 3 product. Core's product-selection machine decides every move;
 * this component renders the current step and mirrors the machine into the URL (base64 parameters,
 * history replaced, no reload). Earlier steps are clickable; Back from step 0 leaves the flow.
 */
import { Box, Button, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import {
  productSelectionMachine,
  productSelectionQuery,
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
import { StepMarker } from '../../../components/ui/step-marker';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { useSearchParams } from 'react-router';
import { ProductSearchPanel } from '../search/ProductSearchPanel';
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
    if (snapshot.status === 'done') onExit(snapshot.output.exitPath);
  }, [snapshot.status, snapshot.output, onExit]);

  const chosenId = ctx.selection.productId;
  const chosenRef = useRef<string | null>(initial.current.productId);
  useEffect(() => {
    if (chosenId && chosenRef.current !== chosenId) {
      chosenRef.current = chosenId;
      onChosen({ selection: { ...ctx.selection, productId: chosenId }, clientId: ctx.clientId, patientId: ctx.patientId, isOfficeUse });
    }
  }, [chosenId, ctx.selection, ctx.clientId, ctx.patientId, isOfficeUse, onChosen]);

  const summary = [familyName, ctx.selection.productStrength].filter(Boolean).join(' · ');
  // What steps 1 to 3 share: the chosen family (and, from step 2, the chosen form) under the step filters.
  const { productFamily, productPresentation } = ctx.selection;
  const familyStep: FamilyStepProps | null = productFamily ? { productFamily, isOfficeUse, filters: ctx.filters, onFilters: (change) => send({ type: 'CHANGE_FILTERS', change }) } : null;
  const formStep = familyStep && productPresentation ? { ...familyStep, productPresentation } : null;

  return (
    <Stack gap="5" data-testid="product-selection" data-step={step}>
      <SelectionSteps step={step} onStep={(to) => send({ type: 'GO_TO_STEP', step: to as ProductSelectionStep })} />
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
      {step === 3 && formStep && ctx.selection.productStrength !== null && (
        <ProductStep
          {...formStep}
          productClassification={ctx.selection.productClassification}
          productStrength={ctx.selection.productStrength}
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

/**
 * Where the vet is in product selection: an ordered list with the current step marked
 * `aria-current="step"`; an earlier step is a button back to it, named by its visible text (Chakra's
 * Steps rendered a tab list with a `div[aria-current]` child and tabs controlling panels that never
 * existed, and names that differed from the text). On a phone only the current step's title shows; the
 * others keep theirs for screen readers.
 */
function SelectionSteps({ step, onStep }: { step: number; onStep(step: number): void }) {
  const labels = PRESCRIBING_UI.selectionSteps;
  const last = labels.length - 1;
  return (
    <HStack as="ol" gap="2" listStyleType="none" aria-label={PRESCRIBING_UI.selectionStepsLabel} data-testid="selection-steps">
      {labels.map((label, index) => {
        const state = index < step ? 'complete' : index === step ? 'current' : 'upcoming';
        const content = (
          <>
            <StepMarker state={state} number={index + 1} />
            <Text
              as="span"
              textStyle="sm"
              fontWeight="medium"
              whiteSpace="nowrap"
              color={state === 'upcoming' ? 'fg.muted' : 'fg'}
              srOnly={state === 'current' ? undefined : { base: true, md: false }}
            >
              {label}
            </Text>
          </>
        );
        return (
          <HStack as="li" key={label} gap="2" flex={index < last ? '1' : undefined} minW="0" aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            {state === 'complete' ? (
              <chakra.button type="button" display="flex" alignItems="center" gap="2" borderRadius="md" cursor="pointer" _hover={{ textDecoration: 'underline' }} _focusVisible={FOCUS_RING} onClick={() => onStep(index)} data-testid={`selection-step-${index}`}>
                {content}
              </chakra.button>
            ) : (
              <HStack gap="2" data-testid={`selection-step-${index}`}>
                {content}
              </HStack>
            )}
            {index < last && <Box flex="1" h="2px" minW="4" borderRadius="full" bg={state === 'complete' ? 'brand.solid' : 'border'} aria-hidden />}
          </HStack>
        );
      })}
    </HStack>
  );
}
