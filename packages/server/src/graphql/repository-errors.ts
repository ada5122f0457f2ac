/**
 * The one place a repository's refusal (repositories/errors.ts) becomes the contract's GraphQL error:
 * every resolver of the schema is wrapped to answer one that way (yoga.ts).
 */
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { wrapFieldResolvers } from '../deadline.js';
import { badInput, conflict, forbidden, notFound } from '../errors.js';
import { RepositoryError, type Conflict, type Forbidden, type Invalid, type NotFound } from '../repositories/errors.js';

/** The GraphQL error of a repository's refusal (NOT_FOUND, CONFLICT, BAD_USER_INPUT with its fields, FORBIDDEN). */
export function repositoryGraphQLError(e: RepositoryError): GraphQLError {
  const refused = e as NotFound | Conflict | Invalid | Forbidden;
  switch (refused.kind) {
    case 'NotFound':
      return notFound(refused.what);
    case 'Conflict':
      return conflict(refused.message);
    case 'Invalid':
      return badInput(refused.message, refused.fields);
    case 'Forbidden':
      return forbidden(refused.message);
  }
}

/** Throws the contract's error in place of a repository's refusal; rethrows anything else. */
function answerRefusal(e: unknown): never {
  throw e instanceof RepositoryError ? repositoryGraphQLError(e) : e;
}

/**
 * Makes every field with a resolver of its own answer a repository's refusal as the contract's error
 * (so yoga passes it as it is, rather than masking it as INTERNAL). Wrap before resolversStopAtAbort.
 */
export function repositoryErrorsAnswered(schema: GraphQLSchema): void {
  wrapFieldResolvers(schema, (resolve) => (source, args, context, info) => {
    try {
      const result = resolve(source, args, context, info) as unknown;
      return result instanceof Promise ? result.catch(answerRefusal) : result;
    } catch (e) {
      answerRefusal(e);
    }
  });
}
