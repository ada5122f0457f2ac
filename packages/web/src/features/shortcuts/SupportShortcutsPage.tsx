/**
 * /support/prescribingshortcuts, the support variant (admin §2.4 "Prescribing Shortcuts", §2.5, §5):
 * every active shortcut — global ones and those saved for locations, with the location names — searched
 * by label (from 3 characters) and filtered by type (SIG, NC, NP) on the server (`Shortcut(filter,
 * shortcutType)`); add, edit (any shortcut: global or one location, details up to 250) and delete for
 * everyone with 'Confirm Delete?' (No / Yes).
 */
import { Button, Card } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { ShortcutDocument } from '@vetrx/core/api';
import { shortcutListFilters } from '@vetrx/core/admin';
import { PRACTICE_SETUP_LABELS as L, SUPPORT_MENU_LABELS } from '@vetrx/core/messages';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { PageWrapper } from '../../components/page/PageWrapper';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { DeleteShortcutDialog } from './DeleteShortcutDialog';
import { ALL_TYPES, ShortcutFilters, typeFilter } from './ShortcutFilters';
import { ShortcutFormDialog, type EditableShortcut } from './ShortcutFormDialog';
import { ShortcutList } from './ShortcutList';
import { SEARCH_DEBOUNCE_MS } from '../../app/ui-constants';

export default function SupportShortcutsPage() {
  const [text, setText] = useState('');
  const [type, setType] = useState<string>(ALL_TYPES);
  const [editing, setEditing] = useState<EditableShortcut | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<EditableShortcut | null>(null);
  const filters = shortcutListFilters({ label: useDebouncedValue(text, SEARCH_DEBOUNCE_MS), type: typeFilter(type) });
  const list = useGql(ShortcutDocument, { filter: filters.label, shortcutType: filters.type }, { placeholderData: keepPreviousData });
  const shortcuts = list.data?.shortcut ?? [];

  return (
    <PageWrapper
      title={SUPPORT_MENU_LABELS.prescribingShortcuts}
      icon="LuMessageSquareText"
      actions={
        <Button colorPalette="brand" onClick={() => setAdding(true)} data-testid="add-shortcut">
          <LuPlus /> {L.addShortcut}
        </Button>
      }
    >
      <Card.Root variant="outline" borderRadius="xl" shadow="card">
        <Card.Body gap="4" p={{ base: '4', md: '6' }}>
          <ShortcutFilters text={text} onText={setText} type={type} onType={setType} />
          <ShortcutList shortcuts={shortcuts} loading={list.isPending} form="support" onEdit={setEditing} onDelete={setDeleting} />
        </Card.Body>
      </Card.Root>
      <ShortcutFormDialog open={adding || editing !== null} onClose={() => (setAdding(false), setEditing(null))} form="support" shortcut={editing} />
      <DeleteShortcutDialog shortcut={deleting} locationId={null} onClose={() => setDeleting(null)} />
    </PageWrapper>
  );
}
