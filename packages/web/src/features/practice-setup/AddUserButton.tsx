/**
 * The organization detail's Add User of one location (admin §2.4): the users feature's Add User dialog,
 * offering the organization's locations with this one preselected.
 */
import { Button } from '@chakra-ui/react';
import { LocationsDocument } from '@vetrx/core/operations/Locations';
import { ADMIN_LABELS } from '@vetrx/core/messages';
import { useState } from 'react';
import { LuUserPlus } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { AddUserDialog } from '../../shared/users/AddUserDialog';

export function AddUserButton({ organizationId, location }: { organizationId: string; location: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const siblings = useGql(LocationsDocument, open ? { organization: organizationId, activeFilterType: 'all' as const } : null);
  const locations = siblings.data?.locations.map((l) => ({ id: l.id, name: l.name })) ?? [{ id: location.id, name: location.name }];
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`${ADMIN_LABELS.addUser} · ${location.name}`} data-testid="add-user">
        <LuUserPlus /> {ADMIN_LABELS.addUser}
      </Button>
      {open && <AddUserDialog open onClose={() => setOpen(false)} locations={locations} defaultLocationId={location.id} />}
    </>
  );
}
