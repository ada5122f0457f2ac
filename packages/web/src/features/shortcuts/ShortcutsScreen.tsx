/**
 * The prescribing shortcuts screen both variants show (admin §2.5, §5 Shortcuts): Add Shortcut, the
 * filters and the list in a card, the add/edit form and the delete confirmation. What differs is the
 * list's source: the location form lists the selected location's shortcuts and the global ones,
 * filtered here (core's `filterShortcuts`); the support form lists every active shortcut, filtered by
 * the server (core's `shortcutListFilters`, the label debounced).
 *
 * @example
 * <ShortcutsScreen form="location" locationId={locationId} />
 * <ShortcutsScreen form="support" locationId={null} title="Prescribing Shortcuts" icon="LuMessageSquareText" />
 */
import { Button } from '@chakra-ui/react';
import { Card } from '../../components/ui/chakra-late';
import { keepPreviousData } from '@tanstack/react-query';
import { ShortcutDocument } from '@vetrx/core/operations/Shortcut';
import { filterShortcuts, shortcutListFilters, type ShortcutForm } from '@vetrx/core/admin';
import { PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { PageWrapper, type PageWrapperProps } from '../../components/page/PageWrapper';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { DeleteShortcutDialog } from './DeleteShortcutDialog';
import { ALL_TYPES, ShortcutFilters, typeFilter } from './ShortcutFilters';
import { ShortcutFormDialog, type EditableShortcut } from './ShortcutFormDialog';
import { ShortcutList } from './ShortcutList';

export interface ShortcutsScreenProps extends Pick<PageWrapperProps, 'title' | 'icon'> {
  form: ShortcutForm;
  /** The selected location (location form; nothing is listed or saved without one); null for support. */
  locationId: string | null;
}

/** The listed shortcuts for the search text and the type filter, by the form's source. */
function useListedShortcuts(form: ShortcutForm, locationId: string | null, text: string, type: string) {
  const support = form === 'support';
  const own = useGql(ShortcutDocument, !support && locationId ? { locationId } : null);
  const filters = shortcutListFilters({ label: useDebouncedValue(text, SEARCH_DEBOUNCE_MS), type: typeFilter(type) });
  const all = useGql(ShortcutDocument, support ? { filter: filters.label, shortcutType: filters.type } : null, { placeholderData: keepPreviousData });
  if (support) return { shortcuts: all.data?.shortcut ?? [], loading: all.isPending };
  return { shortcuts: filterShortcuts(own.data?.shortcut ?? [], { label: text, type: typeFilter(type) }), loading: own.isPending };
}

export function ShortcutsScreen({ form, locationId, title, icon }: ShortcutsScreenProps) {
  const [text, setText] = useState('');
  const [type, setType] = useState<string>(ALL_TYPES);
  const [editing, setEditing] = useState<EditableShortcut | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<EditableShortcut | null>(null);
  const { shortcuts, loading } = useListedShortcuts(form, locationId, text, type);
  const canSave = form === 'support' || locationId !== null;

  return (
    <PageWrapper
      title={title}
      icon={icon}
      actions={
        <Button colorPalette="brand" onClick={() => setAdding(true)} disabled={!canSave} data-testid="add-shortcut">
          <LuPlus /> {L.addShortcut}
        </Button>
      }
    >
      <Card.Root variant="outline" borderRadius="xl" shadow="card">
        <Card.Body gap="4" p={{ base: '4', md: '6' }}>
          <ShortcutFilters text={text} onText={setText} type={type} onType={setType} />
          <ShortcutList shortcuts={shortcuts} loading={loading} form={form} onEdit={setEditing} onDelete={setDeleting} />
        </Card.Body>
      </Card.Root>
      {canSave && (
        <ShortcutFormDialog open={adding || editing !== null} onClose={() => (setAdding(false), setEditing(null))} form={form} locationId={locationId} shortcut={editing} />
      )}
      <DeleteShortcutDialog shortcut={deleting} locationId={locationId} onClose={() => setDeleting(null)} />
    </PageWrapper>
  );
}
