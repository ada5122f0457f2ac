/**
 * What a repository refuses with: four domain errors, free of any transport. graphql/errors.ts turns
 * them into the contract's GraphQL errors in one place (yoga's error masking); a resolver that catches
 * one to read its message can test `instanceof RepositoryError`.
 */
import type { FieldErrors } from '@vetrx/core/common';

/** A repository's refusal: its message is the one the caller is shown. */
export abstract class RepositoryError extends Error {
  abstract readonly kind: 'NotFound' | 'Conflict' | 'Invalid' | 'Forbidden';
}

/** The record does not exist for this caller (including another location's record): '<what> not found'. */
export class NotFound extends RepositoryError {
  readonly kind = 'NotFound';
  constructor(readonly what: string) {
    super(`${what} not found`);
  }
}

/** Refused because of stale state, e.g. a task already actioned. */
export class Conflict extends RepositoryError {
  readonly kind = 'Conflict';
}

/** Input refused by a rule; `fields` maps input field → the spec's message. */
export class Invalid extends RepositoryError {
  readonly kind = 'Invalid';
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

/** The caller may not do this. */
export class Forbidden extends RepositoryError {
  readonly kind = 'Forbidden';
}
