/**
 * Filter By (prescribing §2): the facets the location shows (species, flavor, time to ship, preferred,
 * delivery, weight range) with the database's counts; lists show 5 options until Show more. Choices
 * are staged here and take effect with Apply; Clear All resets every filter. Apply sits in a footer
 * that sticks to the bottom of the window while the panel is longer than the screen, and says when
 * staged choices are not applied yet.
 */
import { Box, Button, Checkbox, Field, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { RadioGroup } from '../../../components/ui/chakra-late';
import type { SearchFilterFieldsFragment } from '@vetrx/core/fragments/SearchFilterFields';
import { PRESCRIBING_LABELS, PRESCRIBING_OPTION_LABELS, PRESCRIBING_UI } from '@vetrx/core/messages';
import {
  type DeliveryFilter,
  type PreferredFilter,
  type ProductFilterChange,
  type ProductFilters,
  SEARCH_FILTER_LABELS,
  type SearchFilterKey,
  TIME_TO_SHIP_OPTIONS,
  type TimeToShip,
  visibleFacetOptions,
} from '@vetrx/core/product';
import { useEffect, useId, useState } from 'react';
import { LuCircleAlert } from 'react-icons/lu';

type Staged = Required<Pick<ProductFilterChange, 'species' | 'flavorIds' | 'timeToShip' | 'preferred' | 'delivery' | 'minProductWeight' | 'maxProductWeight'>>;

const stagedOf = (f: ProductFilters): Staged => ({
  species: f.species,
  flavorIds: f.flavorIds,
  timeToShip: f.timeToShip,
  preferred: f.preferred,
  delivery: f.delivery,
  minProductWeight: f.minProductWeight,
  maxProductWeight: f.maxProductWeight,
});

function CheckboxFacet({
  facetKey,
  facet,
  selected,
  onToggle,
}: {
  facetKey: SearchFilterKey;
  facet: SearchFilterFieldsFragment | undefined;
  selected: readonly string[];
  onToggle(value: string, checked: boolean): void;
}) {
  const [expanded, setExpanded] = useState(false);
  const options = facet?.options ?? [];
  const shown = visibleFacetOptions(options, expanded);
  const labelId = useId();
  return (
    <Stack gap="2" role="group" aria-labelledby={labelId} data-testid={`facet-${facetKey}`}>
      <Text id={labelId} fontWeight="semibold" textStyle="sm">
        {SEARCH_FILTER_LABELS[facetKey]}
      </Text>
      {options.length === 0 && (
        <Text textStyle="xs" color="fg.muted">
          {PRESCRIBING_UI.noOptions}
        </Text>
      )}
      {shown.options.map((o) => (
        <Checkbox.Root
          key={o.value}
          size="sm"
          checked={selected.includes(o.value)}
          onCheckedChange={(e) => onToggle(o.value, e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {o.name}{' '}
            <Text as="span" color="fg.muted">
              ({o.count})
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
      {(shown.showMore || (expanded && options.length > 5)) && (
        <Button variant="plain" size="xs" alignSelf="start" px="0" colorPalette="brand" onClick={() => setExpanded((v) => !v)}>
          {shown.showMore ? PRESCRIBING_LABELS.showMore : PRESCRIBING_LABELS.showLess}
        </Button>
      )}
    </Stack>
  );
}

function RadioFacet<V extends string>({
  facetKey,
  value,
  options,
  onChange,
}: {
  facetKey: SearchFilterKey;
  value: V;
  options: ReadonlyArray<{ value: V; label: string; count?: number }>;
  onChange(value: V): void;
}) {
  const labelId = useId();
  return (
    <Stack gap="2" data-testid={`facet-${facetKey}`}>
      <Text id={labelId} fontWeight="semibold" textStyle="sm">
        {SEARCH_FILTER_LABELS[facetKey]}
      </Text>
      <RadioGroup.Root size="sm" value={value} onValueChange={(e) => onChange(e.value as V)} aria-labelledby={labelId}>
        <Stack gap="2">
          {options.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {o.label}
                {o.count !== undefined && (
                  <Text as="span" color="fg.muted">
                    {' '}
                    ({o.count})
                  </Text>
                )}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Stack>
  );
}

/** Staged choices differ from the applied ones (lists compared as sets). */
function stagedDiffers(a: Staged, b: Staged): boolean {
  const sameList = (x: readonly unknown[], y: readonly unknown[]) => x.length === y.length && x.every((v) => y.map(String).includes(String(v)));
  return (
    !sameList(a.species, b.species) ||
    !sameList(a.flavorIds, b.flavorIds) ||
    a.timeToShip !== b.timeToShip ||
    a.preferred !== b.preferred ||
    (a.delivery ?? null) !== (b.delivery ?? null) ||
    (a.minProductWeight ?? null) !== (b.minProductWeight ?? null) ||
    (a.maxProductWeight ?? null) !== (b.maxProductWeight ?? null)
  );
}

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...new Set([...list, value])] : list.filter((v) => v !== value));
const weightValue = (text: string): number | null => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) || n < 0 ? null : n;
};

export function FilterPanel({
  keys,
  facets,
  filters,
  onApply,
  onClear,
}: {
  keys: readonly SearchFilterKey[];
  facets: readonly SearchFilterFieldsFragment[];
  filters: ProductFilters;
  onApply(change: ProductFilterChange): void;
  onClear(): void;
}) {
  const [staged, setStaged] = useState<Staged>(() => stagedOf(filters));
  useEffect(() => setStaged(stagedOf(filters)), [filters]);
  const facet = (key: SearchFilterKey) => facets.find((f) => f.key === key);
  const count = (key: SearchFilterKey, value: string) => facet(key)?.options.find((o) => o.value === value)?.count;
  const set = (change: Partial<Staged>) => setStaged((s) => ({ ...s, ...change }));
  const minId = useId();
  const maxId = useId();
  const pending = stagedDiffers(staged, stagedOf(filters));

  return (
    <Stack
      as="section"
      aria-label={PRESCRIBING_LABELS.filterBy}
      gap="4"
      p="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      shadow="card"
      w={{ base: 'full', lg: '72' }}
      flexShrink={0}
      data-testid="filter-panel"
    >
      <Flex justify="space-between" align="center">
        <Heading as="h3" size="sm">
          {PRESCRIBING_LABELS.filterBy}
        </Heading>
        <Button variant="plain" size="sm" colorPalette="brand" px="0" onClick={onClear} data-testid="clear-filters">
          {PRESCRIBING_LABELS.clearAll}
        </Button>
      </Flex>
      {keys.map((key) => {
        switch (key) {
          case 'species':
            return (
              <CheckboxFacet
                key={key}
                facetKey={key}
                facet={facet(key)}
                selected={staged.species.map(String)}
                onToggle={(v, on) => set({ species: toggle(staged.species.map(String), v, on) })}
              />
            );
          case 'flavor':
            return (
              <CheckboxFacet
                key={key}
                facetKey={key}
                facet={facet(key)}
                selected={staged.flavorIds.map(String)}
                onToggle={(v, on) => set({ flavorIds: toggle(staged.flavorIds.map(String), v, on) })}
              />
            );
          case 'timeToShip':
            return (
              <RadioFacet<TimeToShip>
                key={key}
                facetKey={key}
                value={staged.timeToShip}
                options={TIME_TO_SHIP_OPTIONS.map((o) => ({ value: o, label: PRESCRIBING_OPTION_LABELS.timeToShip[o], count: o === 'all' ? undefined : count(key, o) }))}
                onChange={(timeToShip) => set({ timeToShip })}
              />
            );
          case 'preferred':
            return (
              <RadioFacet<PreferredFilter>
                key={key}
                facetKey={key}
                value={staged.preferred}
                options={(['yes', 'no', 'all'] as const).map((o) => ({ value: o, label: PRESCRIBING_OPTION_LABELS.preferred[o], count: o === 'all' ? undefined : count(key, o) }))}
                onChange={(preferred) => set({ preferred })}
              />
            );
          case 'delivery':
            return (
              <RadioFacet<DeliveryFilter | 'all'>
                key={key}
                facetKey={key}
                value={staged.delivery ?? 'all'}
                options={[
                  ...(['2-3', '3-4'] as const).map((o) => ({ value: o, label: PRESCRIBING_OPTION_LABELS.delivery[o], count: count(key, o) })),
                  { value: 'all' as const, label: PRESCRIBING_OPTION_LABELS.preferred.all },
                ]}
                onChange={(d) => set({ delivery: d === 'all' ? null : d })}
              />
            );
          case 'weightRange':
            return (
              <Stack key={key} gap="2" data-testid="facet-weightRange">
                <Text fontWeight="semibold" textStyle="sm">
                  {SEARCH_FILTER_LABELS.weightRange}
                </Text>
                <HStack gap="2">
                  <Field.Root>
                    <Field.Label htmlFor={minId} textStyle="xs">
                      {PRESCRIBING_UI.weightMinLbs}
                    </Field.Label>
                    <Input
                      id={minId}
                      size="sm"
                      inputMode="decimal"
                      value={staged.minProductWeight ?? ''}
                      onChange={(e) => set({ minProductWeight: weightValue(e.target.value) })}
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label htmlFor={maxId} textStyle="xs">
                      {PRESCRIBING_UI.weightMaxLbs}
                    </Field.Label>
                    <Input
                      id={maxId}
                      size="sm"
                      inputMode="decimal"
                      value={staged.maxProductWeight ?? ''}
                      onChange={(e) => set({ maxProductWeight: weightValue(e.target.value) })}
                    />
                  </Field.Root>
                </HStack>
              </Stack>
            );
          default:
            return null;
        }
      })}
      <Box
        position="sticky"
        bottom="0"
        zIndex="1"
        bg="bg"
        mx="-4"
        mb="-4"
        px="4"
        pt="3"
        pb="4"
        borderTopWidth="1px"
        borderColor="border.muted"
        borderBottomRadius="xl"
        data-testid="filter-panel-footer"
      >
        <Text role="status" aria-live="polite" textStyle="xs" color="fg.warning" mb={pending ? '2' : '0'} data-testid="filters-pending">
          {pending && (
            <HStack as="span" gap="1.5" align="start">
              <Box as="span" mt="0.5" flexShrink={0} aria-hidden>
                <LuCircleAlert />
              </Box>
              <span>{PRESCRIBING_UI.filtersPending}</span>
            </HStack>
          )}
        </Text>
        <Button w="full" colorPalette="brand" variant={pending ? 'solid' : 'outline'} onClick={() => onApply(staged)} data-testid="apply-filters" data-pending={pending || undefined}>
          {PRESCRIBING_LABELS.apply}
        </Button>
      </Box>
    </Stack>
  );
}
