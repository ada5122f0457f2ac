import { APPROVALS_TRIAGE_MESSAGES } from '../messages/approvals-triage.js';

/**
 * What a key does on the approvals queue (issue 17 item 2).
 *
 * @example
 * const command: TriageCommand = 'next';
 */
export type TriageCommand = 'next' | 'previous' | 'toggle' | 'approve' | 'decline' | 'saveDraft' | 'copy' | 'patient' | 'help';

/**
 * The keys of keyboard triage, in the order the `?` overlay lists them, with their labels.
 *
 * @example
 * TRIAGE_KEYS[0] // { key: 'j', command: 'next', label: 'Next request' }
 */
export const TRIAGE_KEYS: readonly { readonly key: string; readonly command: TriageCommand; readonly label: string }[] = [
  { key: 'j', command: 'next', label: APPROVALS_TRIAGE_MESSAGES.keys.next },
  { key: 'k', command: 'previous', label: APPROVALS_TRIAGE_MESSAGES.keys.previous },
  { key: 'Enter', command: 'toggle', label: APPROVALS_TRIAGE_MESSAGES.keys.expand },
  { key: 'a', command: 'approve', label: APPROVALS_TRIAGE_MESSAGES.keys.approve },
  { key: 'd', command: 'decline', label: APPROVALS_TRIAGE_MESSAGES.keys.decline },
  { key: 's', command: 'saveDraft', label: APPROVALS_TRIAGE_MESSAGES.keys.saveDraft },
  { key: 'c', command: 'copy', label: APPROVALS_TRIAGE_MESSAGES.keys.copy },
  { key: 'p', command: 'patient', label: APPROVALS_TRIAGE_MESSAGES.keys.patient },
  { key: '?', command: 'help', label: APPROVALS_TRIAGE_MESSAGES.keys.help },
];

/**
 * A key press as triage reads it: the key, its modifiers, and where it was typed.
 *
 * @example
 * const press: TriageKeyPress = { key: 'j', typing: false, dialogOpen: false };
 */
export interface TriageKeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
  /** The focus is in a text field, select, or editable element. */
  readonly typing: boolean;
  /** A dialog (decline, workflow, a form's confirmation) is open. */
  readonly dialogOpen: boolean;
  /** Enter is the browser's own on a button or link that has the focus. */
  readonly onControl?: boolean;
}

/**
 * The command of a key press, or `null` when the key is not triage's: keys typed into a field, with
 * Ctrl, ⌘ or Alt, or while a dialog is open are never taken; Enter on a button or link stays the
 * browser's. `?` arrives as Shift+/ and is taken with Shift.
 *
 * @example
 * triageCommandFor({ key: 'a', typing: false, dialogOpen: false }) // 'approve'
 * triageCommandFor({ key: 'a', typing: true, dialogOpen: false }) // null
 */
export function triageCommandFor(press: TriageKeyPress): TriageCommand | null {
  if (press.typing || press.dialogOpen || press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.key === 'Enter' && press.onControl) return null;
  return TRIAGE_KEYS.find((k) => k.key === press.key)?.command ?? null;
}

/**
 * A card as triage acts on it.
 *
 * @example
 * const card: TriageCard = { pending: true, expanded: false };
 */
export interface TriageCard {
  /** Pending: Save As Draft, Decline and Approve are offered; otherwise Copy and View. */
  readonly pending: boolean;
  readonly expanded: boolean;
}

/**
 * What a command does to the focused card — the same thing its button does, so every action goes
 * through the card's own form checks and confirmations: Approve and Save As Draft open a collapsed
 * pending card (like its buttons) and press the form's own button on an open one; Decline opens the
 * decline modal; Copy is offered on actioned requests only; `notOffered` when the card has no such
 * action.
 *
 * @example
 * triageEffect('approve', { pending: true, expanded: false }) // 'expand'
 * triageEffect('approve', { pending: true, expanded: true }) // 'submitForm'
 * triageEffect('copy', { pending: true, expanded: false }) // 'notOffered'
 */
export function triageEffect(
  command: Exclude<TriageCommand, 'next' | 'previous' | 'help'>,
  card: TriageCard,
): 'expand' | 'collapse' | 'submitForm' | 'saveFormDraft' | 'openDecline' | 'copy' | 'openPatient' | 'notOffered' {
  switch (command) {
    case 'toggle':
      return card.expanded ? 'collapse' : 'expand';
    case 'approve':
      if (!card.pending) return 'notOffered';
      return card.expanded ? 'submitForm' : 'expand';
    case 'saveDraft':
      if (!card.pending) return 'notOffered';
      return card.expanded ? 'saveFormDraft' : 'expand';
    case 'decline':
      return card.pending ? 'openDecline' : 'notOffered';
    case 'copy':
      return card.pending ? 'notOffered' : 'copy';
    case 'patient':
      return 'openPatient';
  }
}

/**
 * The index of the card to focus after j (`+1`) or k (`-1`): the first card when none has the
 * focus, and it stays at either end (no wrap-around, so holding j stops at the last request).
 *
 * @example
 * nextTriageIndex(-1, 5, 1) // 0
 * nextTriageIndex(4, 5, 1) // 4
 */
export function nextTriageIndex(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + step));
}
