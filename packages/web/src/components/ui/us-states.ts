/** The US states and DC as select options, by name or by two-letter code. */
import { US_STATES } from '@vetrx/core/common';

export const US_STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
export const US_STATE_CODE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.code }));
