import type { FieldErrors } from '../common/validation.js';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency.js';

/**
 * Header every API call carries (admin §7).
 *
 * @example
 * headers[APPLICATION_HEADER] = APPLICATION_NAME;
 */
export const APPLICATION_HEADER = 'application';
/**
 * Value of the application header.
 *
 * @example
 * APPLICATION_NAME // 'practice-portal'
 */
export const APPLICATION_NAME = 'practice-portal';
/**
 * Header carrying the impersonated username while a support user impersonates (admin §6).
 *
 * @example
 * headers[IMPERSONATION_HEADER] = 'vet@demo.vetrx.dev';
 */
export const IMPERSONATION_HEADER = 'impersonation';
/**
 * Path of the GraphQL endpoint on the VetRx server.
 *
 * @example
 * const url = `${origin}${GRAPHQL_PATH}`;
 */
export const GRAPHQL_PATH = '/graphql';
/**
 * Id of the JSON data block (`<script type="application/json">`) in which the VetRx server writes the
 * web app's configuration — the body of `/config.json` — into every page it serves, so the app reads it
 * without a request before its first one.
 *
 * @example
 * const text = document.getElementById(WEB_CONFIG_ELEMENT_ID)?.textContent;
 */
export const WEB_CONFIG_ELEMENT_ID = 'vetrx-config';

/**
 * Error codes carried in `extensions.code` of GraphQL errors.
 *
 * @example
 * if (isApiError(e, ERROR_CODES.CONFLICT)) showStaleNotice();
 */
export const ERROR_CODES = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  INTERNAL: 'INTERNAL',
} as const;
/**
 * One of {@link ERROR_CODES}.
 *
 * @example
 * const code: ErrorCode = 'NOT_FOUND';
 */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * A document the client can send: a typed document string (GraphQL Code Generator, string mode).
 *
 * @example
 * const doc: Document<GetLocationQuery, GetLocationQueryVariables> = GetLocationDocument;
 */
export interface Document<TResult, TVariables> {
  toString(): string;
  /** Phantom types carried by typed documents. */
  __apiType?: (variables: TVariables) => TResult;
}

/**
 * The part of `fetch` the client needs; the browser's and Node's `fetch` both fit.
 *
 * @example
 * createClient({ url, fetch: globalThis.fetch as FetchLike, getToken });
 */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/**
 * One error of a GraphQL response.
 *
 * @example
 * const e: GraphQLErrorShape = { message: 'Location not found', extensions: { code: 'NOT_FOUND' } };
 */
export interface GraphQLErrorShape {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; fields?: FieldErrors; [key: string]: unknown };
}

/**
 * An error answered by the API (or by the transport). `code` is the first error's
 * `extensions.code`; `fields` maps input fields to the spec's messages for BAD_USER_INPUT.
 *
 * @example
 * try { await client.request(AddPrescriptionDocument, vars); } catch (e) { if (e instanceof ApiError) showFieldErrors(e.fields); }
 */
export class ApiError extends Error {
  readonly code: ErrorCode | string;
  readonly fields: FieldErrors;
  readonly status: number;
  readonly errors: GraphQLErrorShape[];
  constructor(message: string, opts: { code?: string; fields?: FieldErrors; status?: number; errors?: GraphQLErrorShape[] } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = opts.code ?? ERROR_CODES.INTERNAL;
    this.fields = opts.fields ?? {};
    this.status = opts.status ?? 200;
    this.errors = opts.errors ?? [];
  }
}

/**
 * Is this an API error with the given code?
 *
 * @example
 * if (isApiError(e, 'UNAUTHENTICATED')) redirectToLogin();
 */
export function isApiError(error: unknown, code?: ErrorCode | string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * Options of {@link createClient}.
 *
 * @example
 * const options: ClientOptions = { url: '/graphql', fetch, getToken: () => token };
 */
export interface ClientOptions {
  /** Absolute URL of the GraphQL endpoint, e.g. `http://localhost:4000/graphql`. */
  url: string;
  fetch: FetchLike;
  /** The bearer token source (browser storage, a CLI file store…). */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** The impersonated username while impersonating, else null. */
  getImpersonation?: () => string | null | undefined;
  /** Called once per UNAUTHENTICATED answer, before the error is thrown. */
  onUnauthenticated?: (error: ApiError) => void;
}

/**
 * Per-request options of {@link createClient}'s `request`.
 *
 * @example
 * await client.request(AddShortcutDocument, variables, { idempotencyKey: newIdempotencyKey() });
 */
export interface RequestOptions {
  /** Sent as the Idempotency-Key header: a retry with the same key answers the first result. */
  idempotencyKey?: string;
}

function operationNameOf(doc: string): string | undefined {
  return /(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(doc)?.[1];
}

/**
 * A small GraphQL client: sends a named, typed document with the bearer token, the application header,
 * the impersonation header and, when given, an idempotency key; resolves to `data` or throws {@link ApiError}.
 *
 * @example
 * const client = createClient({ url: 'http://localhost:4000/graphql', fetch, getToken: () => token });
 * const { getLocation } = await client.request(GetLocationDocument, { id: '1' });
 */
export function createClient(options: ClientOptions) {
  async function request<TResult, TVariables>(
    doc: Document<TResult, TVariables>,
    ...[variables, requestOptions]: TVariables extends Record<string, never>
      ? [] | [TVariables] | [TVariables, RequestOptions]
      : [TVariables] | [TVariables, RequestOptions]
  ): Promise<TResult> {
    const query = doc.toString();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      [APPLICATION_HEADER]: APPLICATION_NAME,
    };
    const token = await options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const impersonating = options.getImpersonation?.();
    if (impersonating) headers[IMPERSONATION_HEADER] = impersonating;
    if (requestOptions?.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = requestOptions.idempotencyKey;
    const body = JSON.stringify({ query, operationName: operationNameOf(query), variables: variables ?? {} });

    let res: Awaited<ReturnType<FetchLike>>;
    try {
      res = await options.fetch(options.url, { method: 'POST', headers, body });
    } catch (cause) {
      throw new ApiError(`Could not reach the VetRx API at ${options.url}: ${(cause as Error).message}`, {
        code: ERROR_CODES.INTERNAL,
        status: 0,
      });
    }
    const text = await res.text();
    let json: { data?: TResult | null; errors?: GraphQLErrorShape[] };
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError(text.slice(0, 200) || `Error status: ${res.status}`, { status: res.status });
    }
    if (json.errors?.length) {
      const first = json.errors[0];
      const err = new ApiError(first.message, {
        code: first.extensions?.code,
        fields: first.extensions?.fields,
        status: res.status,
        errors: json.errors,
      });
      if (err.code === ERROR_CODES.UNAUTHENTICATED) options.onUnauthenticated?.(err);
      throw err;
    }
    if (!res.ok || json.data == null) {
      throw new ApiError(`Error status: ${res.status}`, { status: res.status });
    }
    return json.data;
  }

  /** Sends a raw document string (used by the CLI's `op` command). */
  async function requestRaw(query: string, variables: Record<string, unknown> = {}): Promise<unknown> {
    return request({ toString: () => query } as Document<unknown, Record<string, unknown>>, variables);
  }

  return { request, requestRaw };
}

/**
 * The client returned by {@link createClient}.
 *
 * @example
 * const client: VetRxClient = createClient(options);
 */
export type VetRxClient = ReturnType<typeof createClient>;
