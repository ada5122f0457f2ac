/**
 * The 50 US states and the District of Columbia with their two-letter codes (clients §5, admin §9).
 *
 * @example
 * import { US_STATES } from '@vetrx/core/common';
 */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

/**
 * A two-letter code of {@link US_STATES}.
 *
 * @example
 * import type { UsStateCode } from '@vetrx/core/common';
 */
export type UsStateCode = (typeof US_STATES)[number]['code'];

const squash = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();
const BY_NAME = new Map<string, UsStateCode>(US_STATES.map((s) => [squash(s.name), s.code]));
const BY_CODE = new Map<string, (typeof US_STATES)[number]>(US_STATES.map((s) => [s.code, s]));

/**
 * The two-letter code of a state given by name or by code, in any case and spacing; `null` when it is
 * neither one of the 50 states nor DC. "Washington DC" and "Washington, D.C." are read as DC.
 *
 * @example
 * stateCode('new  york') // 'NY'
 */
export function stateCode(value: string | null | undefined): UsStateCode | null {
  if (typeof value !== 'string' || !value) return null;
  const text = squash(value);
  const upper = text.toUpperCase();
  if (BY_CODE.has(upper)) return upper as UsStateCode;
  if (/^washington,?\s*d\.?\s*c\.?$/.test(text)) return 'DC';
  return BY_NAME.get(text) ?? null;
}

/**
 * The name of a state from its code (any case); `null` for an unknown code.
 *
 * @example
 * stateName('tx') // 'Texas'
 */
export function stateName(code: string | null | undefined): string | null {
  return BY_CODE.get((code ?? '').trim().toUpperCase())?.name ?? null;
}
