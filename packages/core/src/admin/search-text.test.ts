import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientListSearchTextSchema } from '../client/search.js';
import { ADMIN_LABELS } from '../messages/admin.js';
import { ADMIN_SEARCH_MIN } from './constants.js';
import { adminSearchTerm, adminSearchTextSchema } from './display.js';

describe('adminSearchTextSchema', () => {
  it('accepts exactly the texts adminSearchTerm searches for, trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.constantFrom(ADMIN_SEARCH_MIN.default, ADMIN_SEARCH_MIN.organizationDetailLocations), (text, min) => {
        const parsed = adminSearchTextSchema(min).safeParse(text);
        const term = adminSearchTerm(text, min);
        expect(parsed.success).toBe(term !== null);
        if (parsed.success) expect(parsed.data).toBe(term);
      }),
    );
  });

  it('refuses short text with the given prompt', () => {
    const r = adminSearchTextSchema(ADMIN_SEARCH_MIN.default, ADMIN_LABELS.searchByOrganizationOrLocation).safeParse(' ma ');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Search By Organization Or by Location');
    expect(adminSearchTextSchema().safeParse('ab').error?.issues[0].message).toBe('Type at least 3 characters to search.');
  });
});

describe('clientListSearchTextSchema', () => {
  it('accepts 3 to 50 characters after trimming', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const t = text.trim();
        expect(clientListSearchTextSchema.safeParse(text).success).toBe(t.length >= 3 && t.length <= 50);
      }),
    );
  });

  it('says why it refuses', () => {
    expect(clientListSearchTextSchema.safeParse('an').error?.issues[0].message).toBe('Type at least 3 characters to search.');
    expect(clientListSearchTextSchema.safeParse('a'.repeat(51)).error?.issues[0].message).toMatch(/50/);
  });
});
