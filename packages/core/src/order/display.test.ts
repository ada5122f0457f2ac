import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildOrdersByLocationVariables,
  lineItemDisplayStatus,
  moreProductsText,
  orderCardLineItems,
  orderHistoryEmptyText,
  orderHistoryFiltersSchema,
  placedByLabel,
  trackingLink,
} from './display.js';
import { LINE_STATUSES } from './status.js';

const ALL_LINE_STATUSES = ['in-progress', 'ready-for-fulfillment', ...LINE_STATUSES, 'sent-to-fulfillment'];

describe('line item display status', () => {
  it('every status × shipped: in-progress or ready-for-fulfillment marked shipped shows Shipped, else dashes → spaces', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_LINE_STATUSES), fc.option(fc.boolean(), { nil: null }), (code, shipped) => {
        const shown = lineItemDisplayStatus({ status: { code, description: code }, shipped });
        const expected =
          shipped === true && (code === 'in-progress' || code === 'ready-for-fulfillment') ? 'Shipped' : code.replaceAll('-', ' ');
        expect(shown).toBe(expected);
        expect(shown).not.toContain('-');
      }),
    );
  });

  it('uses the description, falling back to the code, and reads plain strings', () => {
    expect(lineItemDisplayStatus({ status: { code: 'picked-up', description: 'Picked-Up' } })).toBe('Picked Up');
    expect(lineItemDisplayStatus({ status: 'shipped-recieved' })).toBe('shipped recieved');
    expect(lineItemDisplayStatus({ status: 'In-Progress', shipped: true })).toBe('Shipped');
    expect(lineItemDisplayStatus({})).toBe('');
  });
});

describe('order card line items', () => {
  it("shows all of up to 2 items; beyond 2 the first and '... N more products'", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 30 }), (items) => {
        const r = orderCardLineItems(items);
        if (items.length <= 2) {
          expect(r).toEqual({ shown: items, hiddenCount: 0, moreText: null });
        } else {
          expect(r.shown).toEqual([items[0]]);
          expect(r.hiddenCount).toBe(items.length - 1);
          expect(r.moreText).toBe(`... ${items.length - 1} more products`);
        }
        expect(r.shown.length + r.hiddenCount).toBe(items.length);
      }),
    );
    expect(orderCardLineItems(null).shown).toEqual([]);
  });

  it('moreProductsText for any count', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), (n) => {
        expect(moreProductsText(n)).toBe(n >= 1 ? `... ${n} more products` : null);
      }),
    );
  });
});

describe('tracking link', () => {
  it('uses an http(s) tracking URL', () => {
    expect(trackingLink({ trackingURL: 'https://ups.example/track?1Z', trackingNumber: '1Z' })).toEqual({
      href: 'https://ups.example/track?1Z',
      text: '1Z',
      isSearch: false,
    });
    expect(trackingLink({ trackingURL: 'http://t.example/x' })?.text).toBe('http://t.example/x');
  });

  it('falls back to a web search of carrier and number', () => {
    expect(trackingLink({ carrier: 'UPS', trackingNumber: '1Z 999', trackingURL: '' })).toEqual({
      href: 'https://www.google.com/search?q=UPS%201Z%20999',
      text: '1Z 999',
      isSearch: true,
    });
    expect(trackingLink({ trackingNumber: 'ABC', trackingURL: 'javascript:alert(1)' })).toEqual({
      href: 'https://www.google.com/search?q=ABC',
      text: 'ABC',
      isSearch: true,
    });
  });

  it('never links anything but http(s)', () => {
    fc.assert(
      fc.property(fc.record({ trackingURL: fc.option(fc.string()), trackingNumber: fc.option(fc.string()), carrier: fc.option(fc.string()) }), (s) => {
        const link = trackingLink(s);
        if (link) expect(link.href).toMatch(/^https?:\/\//i);
      }),
    );
  });

  it('nothing without URL or number', () => {
    expect(trackingLink({ carrier: 'UPS' })).toBeNull();
    expect(trackingLink(null)).toBeNull();
  });
});

describe('placed-by label', () => {
  it('cs → Customer Support; vet → name or Vet; other → name', () => {
    expect(placedByLabel({ type: 'cs', name: 'Jo' })).toBe('Customer Support');
    expect(placedByLabel({ type: 'CS' })).toBe('Customer Support');
    expect(placedByLabel({ type: 'vet', name: ' Dr. Ada ' })).toBe('Dr. Ada');
    expect(placedByLabel({ type: 'vet', name: null })).toBe('Vet');
    expect(placedByLabel({ type: 'client', name: 'Sam' })).toBe('Sam');
    expect(placedByLabel(null)).toBe('');
  });
});

describe('order history filters', () => {
  it('name filter at most 30 characters after trimming', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const r = orderHistoryFiltersSchema.safeParse({ nameSearchInput: name });
        expect(r.success).toBe(name.trim().length <= 30);
        if (r.success) expect(r.data.nameSearchInput).toBe(name.trim() || null);
      }),
    );
    const r = orderHistoryFiltersSchema.safeParse({ nameSearchInput: 'x'.repeat(31) });
    expect(r.success ? null : r.error.issues[0].message).toBe('Must be 30 characters or fewer');
  });

  it('builds GetOrdersByLocationId variables for a page', () => {
    expect(
      buildOrdersByLocationVariables(3, {
        nameSearchInput: ' Rex ',
        statusFilter: ['shipped'],
        startDateFilter: new Date('2026-01-01T08:00:00Z'),
        endDateFilter: '2026-01-31T20:00:00Z',
      }, 2),
    ).toEqual({
      locationId: 3,
      nameSearchInput: 'Rex',
      statusFilter: ['shipped'],
      startDateFilter: '2026-01-01T08:00:00.000Z',
      endDateFilter: '2026-01-31T20:00:00Z',
      skip: 10,
      take: 10,
    });
    expect(buildOrdersByLocationVariables(3, {}, 0, 0)).toMatchObject({ skip: 0, take: 1, statusFilter: [], nameSearchInput: null, startDateFilter: null });
    expect(() => buildOrdersByLocationVariables(3, { statusFilter: ['lost' as never] })).toThrow();
  });

  it('empty texts', () => {
    expect(orderHistoryEmptyText(false)).toBe('No Orders Found');
    expect(orderHistoryEmptyText(true)).toBe('0 Results Found...');
  });
});
