import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSseChange, parseSseBlock } from './live.js';

describe('live update events', () => {
  it('parses what the server formats, for any location, entity and operation', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (locationId, entity, operation) => {
        const block = formatSseChange({ locationId, entity, operation }).trimEnd();
        expect(parseSseBlock(block)).toEqual({ event: 'change', data: { locationId, entity, operation } });
      }),
    );
  });
  it('ignores heartbeats, comments and malformed data', () => {
    expect(parseSseBlock(': heartbeat')).toBeNull();
    expect(parseSseBlock('retry: 5000')).toBeNull();
    expect(parseSseBlock('event: change\ndata: not json')).toBeNull();
    expect(parseSseBlock('event: change\ndata: {"locationId":4}')).toBeNull();
  });
});
