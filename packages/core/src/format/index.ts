export { formatDate, formatDateTime, formatDateTimeZone } from './date.js';
export { formatPhoneDisplay, summarizePhones } from './phone.js';
export { formatAddress } from './address.js';
export { initialsOf } from './initials.js';
export { formatCount } from './count.js';
