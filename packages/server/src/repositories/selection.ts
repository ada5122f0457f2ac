/**
 * What an operation asks of a root field, as a plain tree a repository reads without GraphQL (decision
 * 0260): graphql/selection.ts builds it from the request; the repositories that answer in the shape of
 * the answer read it. The type lives here so a repository never imports the GraphQL layer.
 */

/** The fields selected of an object, each null (a leaf) or the selection of its own object. */
export type Selection = ReadonlyMap<string, Selection | null>;
