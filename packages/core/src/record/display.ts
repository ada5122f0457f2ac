import { APPROVALS_MESSAGES } from '../messages/approvals.js';

/**
 * Which of the spec's status displays applies (prescribing §4 table, plus Archived).
 *
 * @example
 * const key: RxDisplayKey = rxDisplayKey({ rxStatus: { code: 'Draft' }, archived: false, isFillable: false }); // 'draft'
 */
export type RxDisplayKey =
  | 'draft'
  | 'faxed'
  | 'mailed'
  | 'declined'
  | 'created'
  | 'fillable'
  | 'notFillable'
  | 'archived';

/**
 * Semantic icon keys (prescribing §4 Icons): Draft pause; faxed, mailed, created a check; fillable
 * and not fillable a circle; declined a cross and archived an archive box (decided; the spec gives no
 * icon for these two). The colour comes from the tone.
 *
 * @example
 * const icon: RxStatusIcon = rxStatusDisplay({ rxStatus: { code: 'Draft' }, archived: false, isFillable: false }).icon; // 'pause'
 */
export type RxStatusIcon = 'pause' | 'check' | 'circle' | 'cross' | 'archive';

/**
 * Semantic tokens the web theme defines (style.md: tokens named for domain states). Their colours
 * are in {@link RX_TONE_COLORS}.
 *
 * @example
 * const tone: RxTone = 'rx.notFillable';
 */
export type RxTone =
  | 'rx.draft'
  | 'rx.faxed'
  | 'rx.mailed'
  | 'rx.created'
  | 'rx.fillable'
  | 'rx.notFillable'
  | 'rx.declined'
  | 'rx.archived'
  | 'expiry.expired'
  | 'expiry.near'
  | 'expiry.far';

/**
 * The colour family of each tone, from the spec where it says (green check, green circle, red circle,
 * error and warning colours) and decided elsewhere. The theme maps these onto its palette.
 *
 * @example
 * RX_TONE_COLORS['rx.fillable'] // 'green'
 */
export const RX_TONE_COLORS: Readonly<Record<RxTone, 'green' | 'red' | 'gray' | 'orange'>> = {
  'rx.draft': 'gray',
  'rx.faxed': 'green',
  'rx.mailed': 'green',
  'rx.created': 'green',
  'rx.fillable': 'green',
  'rx.notFillable': 'red',
  'rx.declined': 'red',
  'rx.archived': 'gray',
  'expiry.expired': 'red',
  'expiry.near': 'orange',
  'expiry.far': 'green',
};

/**
 * How a prescription's status is shown, and which badges go with it.
 *
 * @example
 * const display: RxStatusDisplay = rxStatusDisplay({ rxStatus: { code: 'Created' }, archived: false, isFillable: true });
 */
export interface RxStatusDisplay {
  readonly key: RxDisplayKey;
  readonly label: string;
  readonly tooltip: string;
  readonly icon: RxStatusIcon;
  readonly tone: RxTone;
  /**
   * Whether the expiry badge goes with this status: only for an issued prescription that is still in
   * force — never for a draft, a declined or an archived one, whose expiry no longer says anything.
   */
  readonly showsExpiry: boolean;
}

const ICONS: Record<RxDisplayKey, RxStatusIcon> = {
  draft: 'pause',
  faxed: 'check',
  mailed: 'check',
  created: 'check',
  fillable: 'circle',
  notFillable: 'circle',
  declined: 'cross',
  archived: 'archive',
};

const TONES: Record<RxDisplayKey, RxTone> = {
  draft: 'rx.draft',
  faxed: 'rx.faxed',
  mailed: 'rx.mailed',
  created: 'rx.created',
  fillable: 'rx.fillable',
  notFillable: 'rx.notFillable',
  declined: 'rx.declined',
  archived: 'rx.archived',
};

/**
 * The fields of a prescription its status display reads. `archived` and `isFillable` are required: a
 * status is never decided from its code alone — the same code (SentToPharmacy, ReceivedByPharmacy,
 * MoreInfoRequired) reads Fillable or Not Fillable by the prescription's `isFillable`, so every place
 * that shows a status hands over the whole record.
 *
 * @example
 * const rx: RxStatusSource = { rxStatus: { code: 'SentToPharmacy' }, archived: false, isFillable: true };
 */
export interface RxStatusSource {
  readonly rxStatus?: { readonly code?: string | null } | null;
  readonly archived: boolean | null;
  readonly isFillable: boolean | null;
}

/**
 * Which display applies (prescribing §4): archived overrides everything; Draft; FaxedToPharmacy →
 * faxed; MailedToPharmacy → mailed; Created → created; Declined, DeclinedByPharmacy and RejectedDraft
 * → declined (decided); AcceptedByPharmacy → not fillable (the spec gives it the red circle; decided
 * that its label follows the icon); any other status (sent to, received by or more info required by
 * the pharmacy, unknown) → fillable or not fillable by the prescription's `isFillable`.
 *
 * @example
 * rxDisplayKey({ rxStatus: { code: 'Draft' }, archived: true, isFillable: false }) // 'archived'
 */
export function rxDisplayKey(rx: RxStatusSource): RxDisplayKey {
  if (rx.archived === true) return 'archived';
  switch (rx.rxStatus?.code) {
    case 'Draft':
      return 'draft';
    case 'FaxedToPharmacy':
      return 'faxed';
    case 'MailedToPharmacy':
      return 'mailed';
    case 'Created':
      return 'created';
    case 'Declined':
    case 'DeclinedByPharmacy':
    case 'RejectedDraft':
      return 'declined';
    case 'AcceptedByPharmacy':
      return 'notFillable';
    default:
      return rx.isFillable === true ? 'fillable' : 'notFillable';
  }
}

/** Statuses whose prescription is not (or no longer) in force: no expiry badge goes with them. */
const WITHOUT_EXPIRY: ReadonlySet<RxDisplayKey> = new Set<RxDisplayKey>(['draft', 'declined', 'archived']);

/**
 * The label, tooltip, icon and tone of a prescription's status, and whether its expiry badge shows:
 * the one function every place that shows a status uses (the history row and detail, the patient's
 * list and medication list, the dashboard, the API's `rxStatus.description`, the CLI, the report).
 *
 * @example
 * rxStatusDisplay({ rxStatus: { code: 'Created' }, archived: false, isFillable: true })
 * // { key: 'created', label: 'Created', tooltip: 'This prescription is created and ready to be ordered.', icon: 'check', tone: 'rx.created', showsExpiry: true }
 */
export function rxStatusDisplay(rx: RxStatusSource): RxStatusDisplay {
  const key = rxDisplayKey(rx);
  const m = APPROVALS_MESSAGES.rxStatus;
  return { key, label: m.labels[key], tooltip: m.tooltips[key], icon: ICONS[key], tone: TONES[key], showsExpiry: !WITHOUT_EXPIRY.has(key) };
}
