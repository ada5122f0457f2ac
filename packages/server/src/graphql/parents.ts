/**
 * What each GraphQL object type's resolvers receive as `parent`: the database row the repositories
 * answer with (repositories/rows.ts, drizzle's inferred select type). Field resolvers in
 * src/graphql/resolvers/types.ts turn rows into the contract's shape; codegen.ts maps each type here.
 */
export type * from '../repositories/rows.js';
export type { PrescriptionPrintRow } from '../repositories/prints.js';
