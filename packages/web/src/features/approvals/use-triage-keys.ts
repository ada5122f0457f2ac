/**
 * Keyboard triage on /approve (issue 17 item 2): j / k move the focus between task
 * cards, Enter expands, a approves, d declines, s saves as draft, c copies, p opens the patient, ?
 * shows the keys. Core decides which key means what and what it does to a card (`triageCommandFor`,
 * `triageEffect`); here each effect presses the card's own button, so every action goes through the
 * same form checks, conflict note, patient prompt and confirmations as a click.
 */
import { clientProfilePath } from '@vetrx/core/access';
import { APPROVALS_TRIAGE_MESSAGES } from '@vetrx/core/messages';
import { nextTriageIndex, triageCommandFor, triageEffect } from '@vetrx/core/task';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../components/ui/toaster';
import { TOAST_DURATION } from '../../lib/ui-constants';

const K = APPROVALS_TRIAGE_MESSAGES.keys;
/** A task card in the document. */
export const CARD = '[data-testid="task-card"]';

function isTyping(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLElement && el.isContentEditable) return true;
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
  }
  return el.getAttribute('role') === 'combobox' || el.getAttribute('role') === 'textbox';
}

function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;
}

function press(card: HTMLElement, testId: string): boolean {
  const button = card.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
  if (!button) return false;
  if (button.disabled) {
    const reason = button.closest('[data-testid="submit-rx-wrapper"]')?.getAttribute('aria-label');
    notify('info', { title: reason || K.submitDisabled }, { duration: TOAST_DURATION.short });
    return true;
  }
  button.click();
  return true;
}

/** The card of a task on the page, if it is shown. */
export function findCard(taskId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`${CARD}[data-task-id="${taskId}"]`);
}

/** Focuses a card and brings it into view. */
export function focusCard(card: HTMLElement): void {
  card.focus({ preventScroll: true });
  card.scrollIntoView({ block: 'nearest', behavior: 'auto' });
}

export function useTriageKeys({ onHelp }: { onHelp: () => void }): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = document.activeElement;
      const card = target instanceof HTMLElement ? target.closest<HTMLElement>(CARD) : null;
      const onControl = target instanceof HTMLElement && target !== card && target.matches('button, a, [role="button"], [role="checkbox"], summary');
      const command = triageCommandFor({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        typing: isTyping(target),
        dialogOpen: dialogOpen(),
        onControl,
      });
      if (!command) return;
      if (command === 'help') {
        e.preventDefault();
        onHelp();
        return;
      }
      if (command === 'next' || command === 'previous') {
        const cards = [...document.querySelectorAll<HTMLElement>(CARD)];
        const at = nextTriageIndex(card ? cards.indexOf(card) : -1, cards.length, command === 'next' ? 1 : -1);
        if (at >= 0) {
          e.preventDefault();
          focusCard(cards[at]);
        }
        return;
      }
      if (!card) return;
      e.preventDefault();
      const effect = triageEffect(command, { pending: card.dataset.status === 'PENDING', expanded: card.dataset.expanded === 'true' });
      const label = { toggle: K.expand, approve: 'Approve', decline: 'Decline', saveDraft: 'Save As Draft', copy: 'Copy', patient: K.patient }[command];
      switch (effect) {
        case 'expand':
          // The card's own button: Approve and Save As Draft open the form, like a click.
          if (command === 'approve') press(card, 'task-approve');
          else if (command === 'saveDraft') press(card, 'task-save-draft');
          else press(card, card.dataset.status === 'PENDING' ? 'task-expand' : 'task-view');
          break;
        case 'collapse':
          press(card, 'task-expand');
          card.focus({ preventScroll: true });
          break;
        case 'submitForm':
          press(card, 'submit-rx');
          break;
        case 'saveFormDraft':
          press(card, 'save-draft');
          break;
        case 'openDecline':
          press(card, 'task-decline');
          break;
        case 'copy':
          press(card, 'task-copy');
          break;
        case 'openPatient':
          if (card.dataset.clientId) navigate(clientProfilePath(card.dataset.clientId, card.dataset.patientId || null));
          break;
        case 'notOffered':
          notify('info', { title: K.notOffered(label) }, { duration: TOAST_DURATION.short });
          break;
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, onHelp]);
}
