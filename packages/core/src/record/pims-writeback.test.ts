import { describe, expect, it } from 'vitest';
import { pimsWritebackDisplay } from './pims-writeback.js';

describe('pimsWritebackDisplay', () => {
  it('says sent with the PIMS record, failed with the reason, retrying with the time, queued, or nothing', () => {
    expect(pimsWritebackDisplay(null)).toBeNull();
    expect(pimsWritebackDisplay({ state: 'sent', attempts: 1, pimsId: 'SBX-RX-4', sentAt: '2026-03-04T15:07:00' })).toEqual({
      tone: 'green',
      label: 'Written to the medical record',
      details: ['PIMS record SBX-RX-4', '03-04-2026 03:07 PM'],
    });
    expect(pimsWritebackDisplay({ state: 'failed', attempts: 10, lastError: 'Animal is inactive' })).toEqual({
      tone: 'red',
      label: 'Not written to the medical record',
      details: ['Reason: Animal is inactive', 'Attempts: 10'],
    });
    expect(pimsWritebackDisplay({ state: 'pending', attempts: 2, lastError: 'PIMS down (503)', nextAttemptAt: '2026-03-04T15:08:00' })).toEqual({
      tone: 'orange',
      label: 'Not written yet: retrying at 03-04-2026 03:08 PM',
      details: ['Reason: PIMS down (503)', 'Attempts: 2'],
    });
    expect(pimsWritebackDisplay({ state: 'pending', attempts: 0 })).toMatchObject({ tone: 'gray', label: 'Waiting to be written to the medical record' });
  });
});
