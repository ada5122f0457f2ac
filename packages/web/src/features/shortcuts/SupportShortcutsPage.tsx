/**
 * /support/prescribingshortcuts, the support variant (admin §2.4 "Prescribing Shortcuts", §2.5, §5):
 * every active shortcut — global ones and those saved for locations, with the location names — searched
 * by label (from 3 characters) and filtered by type (SIG, NC, NP) on the server (`Shortcut(filter,
 * shortcutType)`); add, edit (any shortcut: global or one location, details up to 250) and delete for
 * everyone with 'Confirm Delete?' (No / Yes).
 */
import { SUPPORT_MENU_LABELS } from '@vetrx/core/messages';
import { ShortcutsScreen } from './ShortcutsScreen';

export default function SupportShortcutsPage() {
  return <ShortcutsScreen form="support" locationId={null} title={SUPPORT_MENU_LABELS.prescribingShortcuts} icon="LuMessageSquareText" />;
}
