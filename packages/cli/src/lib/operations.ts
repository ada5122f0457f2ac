import { operationKinds, operations } from '@vetrx/core/api';

/** A variable an operation declares, e.g. `$id: ID!`. */
export interface VariableDefinition {
  name: string;
  /** The GraphQL type as written: `ID!`, `[ID!]!`, `String`. */
  type: string;
  /** Non-null without a default value: the caller must give it. */
  required: boolean;
}

/** One named operation shipped in core. */
export interface OperationInfo {
  name: string;
  kind: string;
  /** The document text sent to the server (the operation and the fragments it uses). */
  document: string;
  variables: VariableDefinition[];
}

/**
 * The variables an operation document declares, read from its first operation definition.
 *
 * @example
 * parseVariableDefinitions('query GetLocation($id: ID!) { getLocation(id: $id) { id } }')
 * // [{ name: 'id', type: 'ID!', required: true }]
 */
export function parseVariableDefinitions(document: string): VariableDefinition[] {
  const header = /\b(?:query|mutation|subscription)\s+[A-Za-z_]\w*\s*(\(([^)]*)\))?/.exec(document);
  const inner = header?.[2];
  if (!inner) return [];
  return inner
    .split('$')
    .slice(1)
    .map((chunk) => {
      const m = /^\s*([A-Za-z_]\w*)\s*:\s*([^=@]+?)\s*(=[^@]*)?(@.*)?$/s.exec(chunk.replace(/[\s,]+$/, ''));
      if (!m) return undefined;
      const type = m[2].replace(/\s+/g, '').replace(/,$/, '');
      return { name: m[1], type, required: type.endsWith('!') && !m[3] };
    })
    .filter((v): v is VariableDefinition => v !== undefined);
}

const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase()) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every named operation in `@vetrx/core/api` (read at run time, so new ones appear without a CLI
 * change), sorted by name ignoring case.
 *
 * @example
 * listOperations().map((o) => o.name) // ['AddressTypes', 'featureFlags', 'GetLocation', …]
 */
export function listOperations(): OperationInfo[] {
  const kinds = operationKinds as Record<string, string | undefined>;
  return Object.entries(operations as Record<string, { toString(): string }>)
    .map(([name, doc]) => {
      const document = doc.toString();
      const kind = kinds[name] ?? /\b(query|mutation|subscription)\b/.exec(document)?.[1] ?? 'query';
      return { name, kind, document, variables: parseVariableDefinitions(document) };
    })
    .sort((a, b) => byName(a.name, b.name));
}

/**
 * The operation with exactly this name (names are case-sensitive, as the spec writes them).
 *
 * @example
 * findOperation('GetLocation')?.variables // [{ name: 'id', type: 'ID!', required: true }]
 */
export function findOperation(name: string): OperationInfo | undefined {
  return listOperations().find((o) => o.name === name);
}
