/**
 * A real core client over a fake fetch: each operation name answers from a handler, so tests exercise
 * the client's headers, errors and the unauthenticated callback exactly as the app does.
 */
import { createClient, type ApiError, type VetRxClient } from '@vetrx/core/api';

export type Handler = (variables: Record<string, unknown>, headers: Record<string, string>) => unknown;

export interface GqlError {
  /** `fields`: the field errors of a BAD_USER_INPUT answer (`extensions.fields`: input path → message). */
  graphqlError: { message: string; code: string; fields?: Record<string, string> };
}

export interface MockApi {
  client: VetRxClient;
  calls: Array<{ operationName: string; variables: Record<string, unknown>; headers: Record<string, string> }>;
}

export function mockApi(
  handlers: Record<string, Handler | unknown>,
  opts: { onUnauthenticated?: (e: ApiError) => void; impersonation?: () => string | null } = {},
): MockApi {
  const calls: MockApi['calls'] = [];
  const client = createClient({
    url: 'http://vetrx.test/graphql',
    getToken: () => 'test-token',
    getImpersonation: opts.impersonation,
    onUnauthenticated: opts.onUnauthenticated,
    fetch: async (_url, init) => {
      const body = JSON.parse(init.body) as { operationName: string; variables: Record<string, unknown> };
      calls.push({ operationName: body.operationName, variables: body.variables, headers: init.headers });
      const handler = handlers[body.operationName];
      if (handler === undefined) {
        return jsonResponse({ errors: [{ message: `No mock for ${body.operationName}`, extensions: { code: 'INTERNAL' } }] });
      }
      const answer = typeof handler === 'function' ? (handler as Handler)(body.variables, init.headers) : handler;
      if (answer && typeof answer === 'object' && 'graphqlError' in answer) {
        const { message, code, fields } = (answer as GqlError).graphqlError;
        return jsonResponse({ errors: [{ message, extensions: fields ? { code, fields } : { code } }] });
      }
      return jsonResponse({ data: answer });
    },
  });
  return { client, calls };
}

function jsonResponse(body: unknown) {
  const text = JSON.stringify(body);
  return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(text) });
}
