import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFirstUse } from './first-use';

const Real = () => null;

describe('useFirstUse', () => {
  it('loads the real part once, on the first click, and keeps what opened it', async () => {
    const load = vi.fn(() => Promise.resolve(Real));
    const { result } = renderHook(() => useFirstUse(load));
    expect(result.current.loaded).toBeNull();
    act(() => result.current.handlers.onFocus());
    act(() => result.current.handlers.onClick());
    act(() => result.current.handlers.onClick());
    await waitFor(() => expect(result.current.loaded?.Component).toBe(Real));
    expect(result.current.loaded?.intent).toEqual({ kind: 'click' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that failed (the network dropped) is tried again on the next click', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Real);
    const { result } = renderHook(() => useFirstUse(load));
    act(() => result.current.handlers.onClick());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(result.current.loaded).toBeNull();
    act(() => result.current.handlers.onKeyDown({ key: 'Enter', preventDefault() {} } as never));
    await waitFor(() => expect(result.current.loaded?.Component).toBe(Real));
    expect(result.current.loaded?.intent).toEqual({ kind: 'key', key: 'Enter' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
