import { describe, expect, it } from 'vitest';
import {
  LINE_STATUSES,
  normalizeLineStatus,
  ORDER_STATUSES,
  orderStatusLabel,
  orderStatusOptions,
  orderStatusSchema,
  statusParts,
} from './status.js';

describe('order statuses', () => {
  it('labels every order status', () => {
    expect(orderStatusOptions().map((o) => o.label)).toEqual([
      'In Progress',
      'Completed',
      'Canceled',
      'Refunded',
      'Shipped',
      'Ready For Fulfillment',
      'Sent To Fulfillment',
      'Fulfilled',
      'Voided',
      'Duplicate',
    ]);
    expect(orderStatusOptions().map((o) => o.value)).toEqual([...ORDER_STATUSES]);
    expect(orderStatusLabel('on-hold')).toBe('on-hold');
    expect(orderStatusLabel(null)).toBe('');
    expect(orderStatusSchema.safeParse('ready for fulfillment').success).toBe(true);
  });

  it('keeps the spec spelling shipped-recieved and maps the correct spelling onto it', () => {
    expect(LINE_STATUSES).toContain('shipped-recieved');
    expect(normalizeLineStatus('Shipped Received')).toBe('shipped-recieved');
    expect(normalizeLineStatus(' PICKED_UP ')).toBe('picked-up');
    expect(normalizeLineStatus(null)).toBe('');
  });

  it('reads both status shapes', () => {
    expect(statusParts('void')).toEqual({ code: 'void', description: null });
    expect(statusParts({ description: 'Delivered' })).toEqual({ code: null, description: 'Delivered' });
    expect(statusParts(null)).toEqual({ code: null, description: null });
  });
});
