/**
 * The prescribing texts, one module per text group (decision 0137): a page carries the groups it reads, not the whole catalogue.
 */
export { PRESCRIBING_TOASTS } from './prescribing/prescribing-toasts.js';
export { PRESCRIBING_VALIDATION } from './prescribing/prescribing-validation.js';
export { PRESCRIBING_RULE_MESSAGES } from './prescribing/prescribing-rule-messages.js';
export { PRESCRIBING_ERRORS } from './prescribing/prescribing-errors.js';
export { PRESCRIBING_NOTICES } from './prescribing/prescribing-notices.js';
export { PRESCRIBING_EMPTY_STATES } from './prescribing/prescribing-empty-states.js';
export { PRESCRIBING_LABELS } from './prescribing/prescribing-labels.js';
export { PRINT_LABELS } from './prescribing/print-labels.js';
export { PRESCRIBING_UI } from './prescribing/prescribing-ui.js';
export { PRESCRIBING_FORM_LABELS } from './prescribing/prescribing-form-labels.js';
export { PRESCRIBING_OPTION_LABELS } from './prescribing/prescribing-option-labels.js';
