import { getOperationAST, GraphQLError } from 'graphql';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { createSchema, createYoga, useExecutionCancellation, type Plugin } from 'graphql-yoga';
import { APPLICATION_HEADER, APPLICATION_NAME, IMPERSONATION_HEADER, operations, typeDefs } from '@vetrx/core/api';
import { buildContext, type RequestContext } from '../context/context.js';
import { attachReauthVerifier, type IdTokenVerifier } from '../auth/reauth.js';
import type { Db } from '../db/client.js';
import { InvalidTokenError, type TokenVerifier } from '../auth/verifier.js';
import { unauthenticated } from '../errors.js';
import { resolvers } from './resolvers/index.js';
import { guardRootArguments } from './input-guard.js';
import { attachDeadline, resolversStopAtAbort, type RequestDeadline } from '../deadline.js';
import { idempotentMutations } from './idempotency.js';
import { inputLengths } from './input-lengths.js';
import { asksForSchema, introspectionForSignedIn, REQUEST_ERROR_CODES, REQUEST_LIMITS, requestErrorCode, requestLimits, valueLimit, type RequestLimits, type ValueBudget } from './limits.js';
import { repositoryErrorsAnswered } from './repository-errors.js';

export interface YogaOptions {
  db: Db;
  verifyToken: TokenVerifier;
  /** Checks the ID token of a fresh sign-in (bulk approval's re-authentication). */
  verifyIdToken?: IdTokenVerifier;
  /** Accept only the named documents shipped in core (production). */
  trustedDocumentsOnly: boolean;
  /** Answer introspection to signed-in callers (outside production). */
  introspection: boolean;
  /** The request bounds; REQUEST_LIMITS unless a test narrows them. */
  limits?: RequestLimits;
  /** Longest impersonation session, in minutes (config VETRX_IMPERSONATION_MAX_MINUTES). */
  impersonationMaxMinutes?: number;
  /** How long a signed-in user's access is reused, in seconds (config VETRX_ACCESS_CACHE_SECONDS). */
  accessCacheSeconds?: number;
  now?: () => Date;
  logger?: { error: (...args: unknown[]) => void };
}

const normalise = (doc: string) => doc.replace(/\s+/g, ' ').trim();

/** Refuses any document that is not one of core's named operations, in production. */
function trustedDocuments(): Plugin {
  const allowed = new Set(Object.values(operations).map((d) => normalise(d.toString())));
  return {
    onParams({ params }) {
      if (!params.query || !allowed.has(normalise(params.query))) {
        throw new GraphQLError('Only the operations published in @vetrx/core are accepted by this server.', {
          extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
        });
      }
    },
  };
}

/**
 * Request errors (an unparsable or invalid document, a variable of the wrong type) answer 400 whatever
 * the Accept header — yoga would answer the legacy `application/json` with 200, which hides a malformed
 * request from clients — and carry an `extensions.code` like every other error (`requestErrorCode`).
 */
function requestErrorsAre400(): Plugin {
  return {
    onResultProcess({ result }) {
      for (const r of Array.isArray(result) ? result : [result]) {
        for (const e of ('errors' in r && r.errors) || []) {
          const extensions = e.extensions as { code?: string; http?: { spec?: boolean; status?: number } } | undefined;
          const http = extensions?.http;
          if (http?.spec && http.status && http.status < 500) delete http.spec;
          if (extensions && !extensions.code && http?.status && http.status < 500) extensions.code = requestErrorCode(e);
        }
      }
    },
  };
}

/**
 * A request refused TIMEOUT by its own transaction answers 503 like one the route stops
 * at the limit, when nothing else of it was answered; an answer that carries data (a first mutation
 * committed, a second refused) keeps its status, so the client reads what was done.
 */
function timeoutsAre503(): Plugin {
  return {
    onResultProcess({ result }) {
      for (const r of Array.isArray(result) ? result : [result]) {
        if (!('errors' in r) || !r.errors?.length) continue;
        const data = (r as { data?: Record<string, unknown> | null }).data;
        if (data && Object.values(data).some((v) => v != null)) continue;
        for (const e of r.errors) {
          const extensions = e.extensions as { code?: string; http?: { status?: number } } | undefined;
          if (extensions?.code === REQUEST_ERROR_CODES.TIMEOUT) extensions.http = { ...extensions.http, status: 503 };
        }
      }
    },
  };
}

/**
 * Queries compiled by graphql-jit: compiled once per document (yoga's parser cache hands
 * the same document to the same text), they call only the resolvers that exist and read every other
 * field as a plain property. Mutations keep the standard executor (the idempotency plugin runs them in
 * its own transaction), and so does introspection. A request graphql-jit cannot execute at all (a
 * variable of the wrong type) it answers with errors and no data, as the standard executor does, but
 * without the 400 the standard executor marks them with: marked here, they are request errors again.
 */
function compiledQueries(): Plugin[] {
  const jit = useGraphQlJit({}, { enableIf: ({ document, operationName }) => getOperationAST(document, operationName)?.operation === 'query' && !asksForSchema(document) });
  const requestErrors: Plugin = {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result || 'data' in result || !result.errors?.length) return;
          if (!result.errors.some((e) => !e.extensions?.code && !e.extensions?.http)) return;
          setResult({
            ...result,
            errors: result.errors.map((e) => {
              if (e.extensions?.code || e.extensions?.http) return e;
              const error = new GraphQLError(e.message, { extensions: { ...e.extensions, http: { status: 400 } } });
              return Object.assign(error, { locations: e.locations });
            }),
          });
        },
      };
    },
  };
  return [jit as Plugin, requestErrors];
}

/** Requires the `application: practice-portal` header on every GraphQL request. */
function applicationHeader(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const url = new URL(request.url);
      if (!url.pathname.endsWith('/graphql') || request.method === 'OPTIONS') return;
      if (request.headers.get(APPLICATION_HEADER) !== APPLICATION_NAME) {
        endResponse(
          new fetchAPI.Response(
            JSON.stringify({
              errors: [{ message: `Missing header '${APPLICATION_HEADER}: ${APPLICATION_NAME}'.`, extensions: { code: 'BAD_REQUEST' } }],
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
        );
      }
    },
  };
}

/** What the HTTP route hands yoga with each request besides the request itself. */
export interface GraphQLServerContext {
  /** The request's time limit (http/graphql-route.ts). */
  deadline?: RequestDeadline;
  /** The caller's budget of values per window (http/budgets.ts). */
  valueBudget?: ValueBudget;
}

/**
 * graphql-yoga at /graphql: the SDL from core, our resolvers, the request context built once per
 * request from the verified bearer token, unexpected errors masked as INTERNAL. The request's deadline
 * reaches the context (its transactions keep to it) and its signal stops the execution at the limit.
 */
export function createGraphQL(options: YogaOptions) {
  const schema = createSchema<RequestContext>({ typeDefs, resolvers: resolvers as never });
  guardRootArguments(schema);
  const values = valueLimit(schema, options.limits?.values ?? REQUEST_LIMITS.values);
  repositoryErrorsAnswered(schema);
  resolversStopAtAbort(schema);
  return createYoga<GraphQLServerContext, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // The route has read the body already, refusing it past `limits.bodyBytes` with 413 before yoga sees
    // it (http/graphql-route.ts); yoga's own limit would pipe that buffer again through a stream per
    // request (a TransformStream, an AbortSignal and a DOMException each time).
    maxRequestBodySize: false,
    landingPage: false,
    graphiql: false,
    // CORS is the HTTP layer's (http/security.ts): yoga's default reflects any origin.
    cors: false,
    plugins: [
      applicationHeader(),
      requestErrorsAre400(),
      timeoutsAre503(),
      ...(options.trustedDocumentsOnly ? [trustedDocuments()] : []),
      requestLimits(options.limits),
      // Every text of every operation within its limit, before any SQL.
      inputLengths(),
      values,
      introspectionForSignedIn(options.introspection),
      idempotentMutations(),
      // Queries run compiled; mutations, and the schema's introspection, the standard way.
      ...compiledQueries(),
      // Past the time limit (or when the client is gone) no further field is resolved: the standard
      // executor reads the signal; a compiled query's resolvers stop at it (resolversStopAtAbort).
      useExecutionCancellation(),
    ],
    maskedErrors: {
      maskError(error, message) {
        // Our own GraphQLErrors (codes), and request errors yoga marks with a 4xx status (parse,
        // validation), pass as they are; anything else is an unexpected failure and is masked.
        if (error instanceof GraphQLError) {
          const http = error.extensions?.http as { status?: number } | undefined;
          const original = error.originalError;
          if (!original) return error;
          if (original instanceof GraphQLError) return error;
          if (http?.status && http.status < 500) return error;
        }
        options.logger?.error((error as GraphQLError).originalError ?? error);
        return new GraphQLError(message === 'Unexpected error.' ? 'Internal server error' : message, {
          extensions: { code: 'INTERNAL' },
        });
      },
    },
    context: async ({ request, deadline, valueBudget }) => {
      const auth = request.headers.get('authorization');
      const token = auth?.match(/^Bearer\s+(.+)$/i)?.[1];
      let identity = null;
      if (token) {
        try {
          identity = await options.verifyToken(token);
        } catch (e) {
          if (e instanceof InvalidTokenError) throw unauthenticated();
          throw e;
        }
      }
      const ctx = await buildContext({
        db: options.db,
        identity,
        impersonateUsername: identity ? request.headers.get(IMPERSONATION_HEADER) : null,
        impersonationMaxMinutes: options.impersonationMaxMinutes,
        accessCacheSeconds: options.accessCacheSeconds,
        now: options.now,
      });
      attachReauthVerifier(ctx, options.verifyIdToken);
      attachDeadline(ctx, deadline);
      if (valueBudget) Object.assign(ctx, { valueBudget });
      return ctx;
    },
  });
}
