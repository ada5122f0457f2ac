/**
 * A failed submit always shows where and why (issue 11): the first invalid field inside
 * `root` — in document order, the one a reader meets first — is scrolled to the middle of the screen and
 * focused, and a toast names the field and its message.
 *
 * It reads the DOM, not a form library, so every form can call it (the prescription form, the approvals
 * task card): a field is invalid when its control carries `aria-invalid="true"` or its field root carries
 * `data-invalid` (Chakra's `Field.Root invalid`). Errors render after the state change that caused them,
 * and a collapsed section may open in the next frame, so it waits up to `timeoutMs` for a visible one.
 *
 * @example
 * actor.send({ type: 'AUTHORIZE', now: new Date() });
 * if (hasErrors(actor.getSnapshot().context)) void revealFirstInvalid(formRef.current);
 */
import { INVALID_SUBMIT_TOAST } from '@vetrx/core/messages';
import { notify } from '../ui/toaster';
import { TOAST_DURATION } from '../../lib/ui-constants';

const CONTROL = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function visible(el: Element): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
  const style = getComputedStyle(el);
  if (style.display === 'none' || style.visibility === 'hidden') return false;
  return el.getClientRects().length > 0;
}

/** The field roots (or bare controls) marked invalid, in document order, visible ones only. */
function invalidFields(root: HTMLElement): HTMLElement[] {
  const marked = Array.from(root.querySelectorAll<HTMLElement>('[data-invalid]:not([data-invalid="false"]), [aria-invalid="true"]'));
  const fields: HTMLElement[] = [];
  for (const el of marked) {
    // One entry per field: a control's field root when it has one, else the control itself.
    const fieldRoot = el.closest<HTMLElement>('[data-scope="field"][data-part="root"]') ?? el.closest<HTMLElement>('[role="group"][data-invalid]') ?? el;
    if (!fields.includes(fieldRoot) && visible(fieldRoot)) fields.push(fieldRoot);
  }
  return fields;
}

function controlOf(field: HTMLElement): HTMLElement | null {
  if (field.matches(CONTROL)) return field;
  const controls = Array.from(field.querySelectorAll<HTMLElement>(CONTROL)).filter((c) => !(c as HTMLInputElement).disabled && visible(c));
  return controls.find((c) => c.getAttribute('aria-invalid') === 'true') ?? controls[0] ?? null;
}

function labelOf(field: HTMLElement, control: HTMLElement | null): string {
  const fromLabel = field.querySelector('label')?.textContent ?? (control as HTMLInputElement | null)?.labels?.[0]?.textContent ?? control?.getAttribute('aria-label') ?? '';
  return fromLabel.replace(/\*\s*$/, '').replace(/\s+/g, ' ').trim();
}

function messageOf(field: HTMLElement): string {
  const text = field.querySelector('[data-part="error-text"], [role="alert"]')?.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** What {@link revealFirstInvalid} found and did. */
export interface RevealedField {
  label: string;
  message: string;
  count: number;
  element: HTMLElement;
}

/**
 * Scrolls to and focuses the first invalid field inside `root`, and (unless `toast: false`) toasts
 * which field and why. Resolves with what it revealed, or `null` when no invalid field showed up within
 * `timeoutMs`.
 *
 * @example
 * await revealFirstInvalid(document.querySelector('[data-testid="prescription-form"]'))
 */
export async function revealFirstInvalid(
  root: HTMLElement | null,
  options: { toast?: boolean; timeoutMs?: number; fallbackMessage?: string } = {},
): Promise<RevealedField | null> {
  if (!root) return null;
  const deadline = Date.now() + (options.timeoutMs ?? 1500);
  let fields = invalidFields(root);
  while (fields.length === 0 && Date.now() < deadline) {
    await new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 16)));
    fields = invalidFields(root);
  }
  const first = fields[0];
  if (!first) return null;
  const control = controlOf(first);
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  (control ?? first).scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  control?.focus({ preventScroll: true });
  const revealed: RevealedField = { label: labelOf(first, control), message: messageOf(first) || (options.fallbackMessage ?? ''), count: fields.length, element: first };
  if (options.toast !== false) {
    notify('error', INVALID_SUBMIT_TOAST(revealed.label, revealed.message, revealed.count), { duration: TOAST_DURATION.default, id: 'invalid-submit' });
  }
  return revealed;
}
