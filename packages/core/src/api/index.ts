/**
 * The GraphQL contract: the SDL (`typeDefs`), every named operation as a typed document, their result
 * and variable types, and a small client that takes `fetch` and a token source from outside.
 */
export * from './client.js';
export * from './idempotency.js';
export { operations, operationKinds, type OperationName } from './generated/operations.js';
export { typeDefs } from './generated/schema.js';
export * from './live.js';
