import { DEFAULT_ADDRESS_TYPE } from './address.js';
import { DEFAULT_CLIENT_PHONE_TYPE, DEFAULT_USER_PHONE_TYPE } from './phone.js';

/**
 * The type a new contact row starts with, one object (decision 0360): an address (clients §5, admin §3),
 * a client's phone (clients §2, §5) and a user's phone (admin §3). A form looks the type's id up in
 * the reference list (`phoneTypeIdByName`).
 *
 * @example
 * import { DEFAULT_CONTACT_TYPES } from '@vetrx/core/common';
 * DEFAULT_CONTACT_TYPES.clientPhone // 'Cell'
 */
export const DEFAULT_CONTACT_TYPES = {
  address: DEFAULT_ADDRESS_TYPE,
  clientPhone: DEFAULT_CLIENT_PHONE_TYPE,
  userPhone: DEFAULT_USER_PHONE_TYPE,
} as const;
