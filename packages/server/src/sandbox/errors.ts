/**
 * The sandbox's refusals, apart from the sandbox so the GraphQL layer can tell them
 * without loading it.
 */

/**
 * Raised for a sandbox refusal the caller turns into BAD_USER_INPUT or NOT_FOUND.
 *
 * @example
 * throw new SandboxError('NOT_FOUND', 'Client, patient or product not found');
 */
export class SandboxError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'BAD_USER_INPUT',
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
