/**
 * /PrescribingShortcuts, the location variant (admin §2.5 Prescribing shortcuts): the selected
 * location's shortcuts and the global ones; search by label (from 3 characters), type filter (SIG, NC,
 * NP), add, edit and delete the location's own with 'Confirm Delete?' (No / Yes). Global shortcuts are
 * shown but cannot be edited here.
 */
import { useCurrentLocation } from '../../session/SessionContext';
import { ShortcutsScreen } from './ShortcutsScreen';

export default function ShortcutsPage() {
  const { locationId } = useCurrentLocation();
  return <ShortcutsScreen form="location" locationId={locationId} />;
}
