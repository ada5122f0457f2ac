import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_LIMITS, emailField, isValidEmail, normalizeEmail } from './email.js';
import {
  ACCOUNT_NAME_PATTERN,
  NAME_PATTERN,
  accountName,
  capitalizeWords,
  displayName,
  isValidName,
  optionalName,
  requiredName,
} from './names.js';
import { isBlank, maxLengthMessage, trimToNull } from './text.js';
import { flag, optionalId, optionalText, requiredId, requiredText } from './text-fields.js';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('text helpers', () => {
  it('trims to null and detects blanks', () => {
    expect(trimToNull(' a ')).toBe('a');
    expect(trimToNull(' ')).toBeNull();
    expect(trimToNull(3)).toBeNull();
    expect(isBlank(0)).toBe(false);
    expect(isBlank('\t')).toBe(true);
    expect(maxLengthMessage(5)).toBe('Must be 5 characters or fewer');
  });

  it('checks required text in order: required, max, min, pattern', () => {
    const s = requiredText({ max: 5, min: [2, 'short'], pattern: [/^[a-z]+$/, 'letters'], requiredMessage: 'req' });
    expect(messages(s.safeParse(undefined))).toEqual(['req']);
    expect(messages(s.safeParse('abcdef'))).toEqual(['Must be 5 characters or fewer']);
    expect(messages(s.safeParse('a'))).toEqual(['short']);
    expect(messages(s.safeParse('a1'))).toEqual(['letters']);
    expect(s.safeParse(' abc ').data).toBe('abc');
    expect(requiredText().safeParse(12).data).toBe('12');
    expect(optionalText({ max: 2, maxMessage: 'mx' }).safeParse('abc').error?.issues[0].message).toBe('mx');
    expect(optionalText().safeParse(7).data).toBe('7');
  });

  it('reads ids and flags', () => {
    expect(requiredId().safeParse(0).data).toBe(0);
    expect(requiredId('Role is required').safeParse(null).error?.issues[0].message).toBe('Role is required');
    expect(requiredId().safeParse(' 5 ').data).toBe('5');
    expect(optionalId().safeParse('').data).toBeNull();
    expect(optionalId().safeParse(4).data).toBe(4);
    expect(flag(true).safeParse(null).data).toBe(true);
    expect(flag(false).safeParse(true).data).toBe(true);
    expect(flag(false).safeParse('yes').success).toBe(false);
  });
});

describe('names', () => {
  it('allows letters, digits, spaces and . \' - , ( ) "', () => {
    expect(isValidName(`O'Neil-Smith, Jr. (2) "Rex"`)).toBe(true);
    expect(isValidName('José Zoë')).toBe(true);
    expect(isValidName('Rex!')).toBe(false);
    expect(isValidName('a_b')).toBe(false);
    expect(messages(requiredName().safeParse('   '))).toEqual(['This field is required']);
    expect(messages(requiredName().safeParse('Rex@'))).toEqual(['Should be alphabetical characters and Space']);
    expect(optionalName().safeParse('').data).toBeNull();
  });

  it('account names: letters, spaces and . \' - up to 30; display names up to 60', () => {
    expect(accountName().safeParse('Ann-Marie O\'Neil').success).toBe(true);
    expect(messages(accountName().safeParse('Ann2'))).toEqual(['Should be alphabetical characters and Space']);
    expect(messages(accountName().safeParse('a'.repeat(31)))).toEqual(['Must be 30 characters or fewer']);
    expect(displayName().safeParse('Dr. Ann Lee').success).toBe(true);
    expect(messages(displayName().safeParse('a'.repeat(61)))).toEqual(['Must be 60 characters or fewer']);
    expect(messages(displayName().safeParse('Ann, Lee'))).toEqual(['Should be alphabetical characters and Space']);
  });

  it('a name rejected for length or characters is still rejected after trimming, and vice versa', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '\t', '1', '.', '!', '_', 'é', '\n'), maxLength: 40 });
    fc.assert(
      fc.property(text, (s) => {
        for (const schema of [requiredName(), accountName(), displayName()]) {
          expect(schema.safeParse(s).success).toBe(schema.safeParse(s.trim()).success);
        }
        const trimmed = s.trim();
        if (trimmed !== '') {
          expect(requiredName().safeParse(s).success).toBe(NAME_PATTERN.test(trimmed));
          expect(accountName().safeParse(s).success).toBe(ACCOUNT_NAME_PATTERN.test(trimmed) && trimmed.length <= 30);
        }
      }),
    );
  });

  it('capitalises each word start, idempotently, changing only case', () => {
    expect(capitalizeWords("mary-jane o'neil (bo) \"kit\"")).toBe('Mary-Jane O\'neil (Bo) "Kit"');
    expect(capitalizeWords('mcDonald')).toBe('McDonald');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (s) => {
        const once = capitalizeWords(s);
        expect(capitalizeWords(once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 'Z', ' ', '-', '(', '"', "'", '.'), maxLength: 30 }), (s) => {
        const once = capitalizeWords(s);
        expect(once.toLowerCase()).toBe(s.toLowerCase());
        expect(once.length).toBe(s.length);
      }),
    );
  });
});

describe('e-mail', () => {
  it('normalises to trimmed lower case, null when empty, idempotently', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(normalizeEmail('   ')).toBeNull();
    expect(normalizeEmail(undefined)).toBeNull();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (s) => {
        const once = normalizeEmail(s);
        expect(normalizeEmail(once)).toBe(once);
        if (once !== null) expect(once).toBe(once.trim().toLowerCase());
      }),
    );
  });

  it('validates the format', () => {
    expect(isValidEmail('ann.lee+vet@clinic.example.com')).toBe(true);
    expect(isValidEmail('ann@clinic')).toBe(false);
    expect(isValidEmail('ann clinic@x.com')).toBe(false);
    expect(isValidEmail('@x.com')).toBe(false);
  });

  it('checks required, limit and format per form', () => {
    const client = emailField({ max: EMAIL_LIMITS.client, required: false });
    expect(client.safeParse(' A@B.co ').data).toBe('a@b.co');
    expect(client.safeParse('').data).toBeNull();
    expect(client.safeParse(42).data).toBeNull();
    expect(messages(client.safeParse('nope'))).toEqual(['Input is not a valid e-mail']);
    const account = emailField({ max: EMAIL_LIMITS.account, required: true, invalidMessage: 'The input is not valid E-mail!' });
    expect(messages(account.safeParse(''))).toEqual(['This field is required']);
    expect(messages(account.safeParse('nope'))).toEqual(['The input is not valid E-mail!']);
    expect(messages(account.safeParse(`${'a'.repeat(45)}@b.com`))).toEqual(['Must be 50 characters or fewer']);
  });
});
