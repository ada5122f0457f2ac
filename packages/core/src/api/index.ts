/**
 * The GraphQL contract's client side: the SDL (`typeDefs`), the operation map (`operations`, name →
 * typed document, for tools that run any operation by name), the request headers and error codes, and
 * a small client that takes `fetch` and a token source from outside. Each operation's typed document
 * and its result and variables types are a module of their own: `@vetrx/core/operations/<Name>`
 * (fragments: `@vetrx/core/fragments/<Name>`).
 */
export {
  ApiError,
  APPLICATION_HEADER,
  APPLICATION_NAME,
  type ClientOptions,
  createClient,
  type Document,
  ERROR_CODES,
  type ErrorCode,
  type FetchLike,
  GRAPHQL_PATH,
  IMPERSONATION_HEADER,
  isApiError,
  type RequestOptions,
  type VetRxClient,
  WEB_CONFIG_ELEMENT_ID,
} from './client.js';
export {
  checkIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  isIdempotentOperation,
  submissionKeys,
} from './idempotency.js';
export { operations, operationKinds } from './generated/operations.js';
export { typeDefs } from './generated/schema.js';
export { formatSseChange, LIVE_QUERIES, LIVE_UPDATES_PATH, type LiveChange, parseSseBlock } from './live.js';
