/**
 * /PrescribingShortcuts, the location variant (admin §2.5 Prescribing shortcuts): the selected
 * location's shortcuts and the global ones; search by label (from 3 characters), type filter (SIG, NC,
 * NP), add, edit and delete the location's own with 'Confirm Delete?' (No / Yes). Global shortcuts are
 * shown but cannot be edited here.
 */
import { Button, Card } from '@chakra-ui/react';
import { ShortcutDocument } from '@vetrx/core/api';
import { filterShortcuts } from '@vetrx/core/admin';
import { PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../app/session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { DeleteShortcutDialog } from './DeleteShortcutDialog';
import { ALL_TYPES, ShortcutFilters, typeFilter } from './ShortcutFilters';
import { ShortcutFormDialog, type EditableShortcut } from './ShortcutFormDialog';
import { ShortcutList } from './ShortcutList';

export default function ShortcutsPage() {
  const { locationId } = useCurrentLocation();
  const [text, setText] = useState('');
  const [type, setType] = useState<string>(ALL_TYPES);
  const [editing, setEditing] = useState<EditableShortcut | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<EditableShortcut | null>(null);
  const list = useGql(ShortcutDocument, locationId ? { locationId } : null);
  const shortcuts = filterShortcuts(list.data?.shortcut ?? [], { label: text, type: typeFilter(type) });

  return (
    <PageWrapper
      actions={
        <Button colorPalette="brand" onClick={() => setAdding(true)} disabled={!locationId} data-testid="add-shortcut">
          <LuPlus /> {L.addShortcut}
        </Button>
      }
    >
      <Card.Root variant="outline" borderRadius="xl" shadow="card">
        <Card.Body gap="4" p={{ base: '4', md: '6' }}>
          <ShortcutFilters text={text} onText={setText} type={type} onType={setType} />
          <ShortcutList shortcuts={shortcuts} loading={list.isPending} form="location" onEdit={setEditing} onDelete={setDeleting} />
        </Card.Body>
      </Card.Root>
      {locationId && (
        <ShortcutFormDialog open={adding || editing !== null} onClose={() => (setAdding(false), setEditing(null))} form="location" locationId={locationId} shortcut={editing} />
      )}
      <DeleteShortcutDialog shortcut={deleting} locationId={locationId} onClose={() => setDeleting(null)} />
    </PageWrapper>
  );
}
