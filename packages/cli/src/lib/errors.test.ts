import { ApiError } from '@vetrx/core/api';
import { describe, expect, it } from 'vitest';
import { CliError, EXIT_CODES, attachExplanation, handleError } from './errors.js';

function capture(error: unknown, json = false) {
  let out = '';
  const code = handleError(error, (t) => (out += t), { json });
  return { code, out };
}

describe('handleError', () => {
  it('prints the message and code, every field error on its own line, and a suggestion', () => {
    const error = new ApiError('Invalid input', {
      code: 'BAD_USER_INPUT',
      fields: { refills: 'Refills must be 5 or fewer', prescExpiryDate: 'Expiry date is required' },
      status: 200,
    });
    const { code, out } = capture(error);
    expect(code).toBe(EXIT_CODES.usage);
    expect(out.split('\n')).toEqual([
      'Error: Invalid input (BAD_USER_INPUT)',
      '  refills: Refills must be 5 or fewer',
      '  prescExpiryDate: Expiry date is required',
      'Try: Fix the values listed above and run the command again.',
      '',
    ]);
  });

  it('prints the cause chain of a CLI error and leaves with its exit code', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4000'), { code: 'ECONNREFUSED' });
    const error = new CliError('Could not reach the VetRx server.', { cause: new TypeError('fetch failed', { cause }), suggestion: 'Start it.', exitCode: EXIT_CODES.auth });
    const { code, out } = capture(error);
    expect(code).toBe(EXIT_CODES.auth);
    expect(out).toContain('Cause: fetch failed: connect ECONNREFUSED 127.0.0.1:4000\n');
    expect(out).toContain('Try: Start it.\n');
  });

  it('gives each kind of answer its own exit code', () => {
    const cases: Array<[ApiError, number]> = [
      [new ApiError('Invalid input', { code: 'BAD_USER_INPUT', status: 200 }), 2],
      [new ApiError('Variable "$id" got invalid value', { code: 'GRAPHQL_VALIDATION_FAILED', status: 200 }), 2],
      [new ApiError('Not logged in', { code: 'UNAUTHENTICATED', status: 401 }), 3],
      [new ApiError('Location not found', { code: 'NOT_FOUND', status: 200 }), 4],
      [new ApiError('fetch failed', { code: 'INTERNAL', status: 0 }), 5],
      [new ApiError("you can't access this link", { code: 'FORBIDDEN', status: 200 }), 7],
      [new ApiError('Too many requests from this user: try again in 1 s.', { code: 'RATE_LIMITED', status: 429 }), 8],
      [new ApiError('The impersonation session has ended', { code: 'FORBIDDEN', status: 200, errors: [{ message: 'The impersonation session has ended', extensions: { code: 'FORBIDDEN', reason: 'IMPERSONATION_ENDED' } }] }), 7],
      [new ApiError('Already decided', { code: 'CONFLICT', status: 200 }), 1],
      [new ApiError('Unexpected error.', { code: 'INTERNAL', status: 200 }), 1],
    ];
    for (const [error, exitCode] of cases) expect(capture(error).code, error.code).toBe(exitCode);
    expect(new Set(Object.values(EXIT_CODES)).size).toBe(Object.keys(EXIT_CODES).length);
  });

  it('maps UNAUTHENTICATED to exit code 3 with a hint to sign in again', () => {
    const { code, out } = capture(new ApiError('Not logged in', { code: 'UNAUTHENTICATED' }));
    expect(code).toBe(EXIT_CODES.auth);
    expect(out).toMatch(/vetrx login/);
  });

  it('lists the further errors the server sent', () => {
    const error = new ApiError('first', {
      code: 'NOT_FOUND',
      errors: [{ message: 'first', extensions: { code: 'NOT_FOUND' } }, { message: 'second', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(capture(error).out).toContain('  second (FORBIDDEN)\n');
  });

  it('prints one JSON object with --json', () => {
    const { code, out } = capture(new ApiError('Invalid input', { code: 'BAD_USER_INPUT', fields: { name: 'Required' } }), true);
    expect(code).toBe(2);
    expect(JSON.parse(out)).toEqual({
      error: { message: 'Invalid input', code: 'BAD_USER_INPUT', fields: { name: 'Required' }, suggestion: expect.any(String), exitCode: 2 },
    });
  });

  it('explains an unexpected error too', () => {
    expect(capture(new Error('boom'))).toEqual({ code: 1, out: 'Error: boom\n' });
  });

  it('prints the access policy’s explanation under Why, with its suggestion; in JSON as explanation', () => {
    const error = new ApiError('Location not found', { code: 'NOT_FOUND' });
    attachExplanation(error, ['a works at: location 1 as VET.', 'A location a does not reach answers NOT_FOUND.'], 'Act as one of its users.');
    expect(capture(error)).toEqual({
      code: EXIT_CODES.notFound,
      out: 'Error: Location not found (NOT_FOUND)\nWhy (the access policy):\n  a works at: location 1 as VET.\n  A location a does not reach answers NOT_FOUND.\nTry: Act as one of its users.\n',
    });
    expect(JSON.parse(capture(error, true).out).error).toMatchObject({ explanation: ['a works at: location 1 as VET.', 'A location a does not reach answers NOT_FOUND.'], suggestion: 'Act as one of its users.', exitCode: 4 });
  });

  it('prints nothing for a silent error, and keeps its exit code', () => {
    expect(capture(new CliError('no', { exitCode: EXIT_CODES.failure, silent: true }))).toEqual({ code: 1, out: '' });
  });
});
