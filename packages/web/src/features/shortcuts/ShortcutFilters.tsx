/**
 * The shortcut list's filters (admin §2.5 Prescribing shortcuts, §5 Searches): search by label (applied
 * from 3 characters, core's `shortcutListFilters`) and the type filter (all, SIG, NC, NP). Shared by the
 * location and support screens.
 */
import { Box, Flex, Input, InputGroup, Text } from '@chakra-ui/react';
import { SegmentGroup } from '../../components/ui/chakra-late';
import { SHORTCUT_TYPES } from '@vetrx/core/prescription';
import { PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { useId } from 'react';
import { LuSearch } from 'react-icons/lu';

/** The type filter's "all types" value. */
export const ALL_TYPES = 'ALL';

export interface ShortcutFiltersProps {
  text: string;
  onText(text: string): void;
  /** SIG, NC, NP or {@link ALL_TYPES}. */
  type: string;
  onType(type: string): void;
}

export function ShortcutFilters({ text, onText, type, onType }: ShortcutFiltersProps) {
  const searchId = useId();
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
      <Box flex="1">
        <label htmlFor={searchId}>
          <Text srOnly>{L.searchByLabel}</Text>
        </label>
        <InputGroup startElement={<LuSearch />}>
          <Input id={searchId} type="search" value={text} onChange={(e) => onText(e.currentTarget.value)} placeholder={L.searchByLabel} data-testid="shortcut-search" />
        </InputGroup>
      </Box>
      <SegmentGroup.Root value={type} onValueChange={(e) => onType(e.value ?? ALL_TYPES)} aria-label={L.type} data-testid="shortcut-type-filter">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[{ value: ALL_TYPES, label: L.allTypes }, ...SHORTCUT_TYPES.map((t) => ({ value: t, label: t }))]} />
      </SegmentGroup.Root>
    </Flex>
  );
}

/** The type filter's value as the rules take it: `null` for all types. */
export function typeFilter(type: string): string | null {
  return type === ALL_TYPES ? null : type;
}
