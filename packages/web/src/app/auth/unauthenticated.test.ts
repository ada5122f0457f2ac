import { ApiError, ERROR_CODES } from '@vetrx/core/api';
import { MeDocument } from '@vetrx/core/operations/Me';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { createUnauthenticatedHandler } from './unauthenticated';
import { UNAUTHENTICATED_REDIRECT_DELAY_MS } from '../../lib/layout';

describe('unauthenticated answer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const warn = vi.fn();
    const clearStorage = vi.fn();
    const redirect = vi.fn();
    const handler = createUnauthenticatedHandler({ warn, clearStorage, redirect });
    return { warn, clearStorage, redirect, handler };
  }

  it('warns and clears storage at once, and redirects only after the delay', () => {
    const { warn, clearStorage, redirect, handler } = setup();
    handler.trigger();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(clearStorage).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UNAUTHENTICATED_REDIRECT_DELAY_MS - 1);
    expect(redirect).not.toHaveBeenCalled();
    expect(handler.isPending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(handler.isPending()).toBe(false);
  });

  it('answers many failing calls with one warning and one redirect', () => {
    const { warn, redirect, handler } = setup();
    handler.trigger();
    vi.advanceTimersByTime(500);
    handler.trigger();
    handler.trigger();
    vi.advanceTimersByTime(UNAUTHENTICATED_REDIRECT_DELAY_MS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('is triggered by an UNAUTHENTICATED answer of the API client, not by other errors', async () => {
    const { warn, redirect, handler } = setup();
    let code = 'FORBIDDEN';
    const api = mockApi(
      { Me: () => ({ graphqlError: { message: code === 'FORBIDDEN' ? 'Forbidden' : 'Not logged in', code } }) },
      { onUnauthenticated: () => handler.trigger() },
    );
    await expect(api.client.request(MeDocument)).rejects.toBeInstanceOf(ApiError);
    expect(warn).not.toHaveBeenCalled();

    code = ERROR_CODES.UNAUTHENTICATED;
    await expect(api.client.request(MeDocument)).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Not logged in' });
    expect(warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UNAUTHENTICATED_REDIRECT_DELAY_MS);
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});
