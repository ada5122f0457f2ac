import { COMMON_MESSAGES } from '../common.js';

/**
 * Option labels of the product search filters and the client-notification choice (§2, §4), verbatim.
 *
 * @example
 * PRESCRIBING_OPTION_LABELS.timeToShip['5+'] // '5+ business days'
 */
export const PRESCRIBING_OPTION_LABELS = {
  timeToShip: {
    all: 'All',
    '1-2': '1 to 2 business days',
    '2-3': '2 to 3 business days',
    '3-5': '3 to 5 business days',
    '5+': '5+ business days',
  },
  preferred: { yes: COMMON_MESSAGES.yes, no: COMMON_MESSAGES.no, all: 'All' },
  delivery: { '2-3': '2-3 days', '3-4': '3-4 days' },
  clientNotification: {
    none: 'None',
    today: 'Today',
    days30: '30 Days',
    days60: '60 Days',
    days90: '90 Days',
    months6: '6 Months',
    selectDate: 'Select Date',
  },
} as const;
