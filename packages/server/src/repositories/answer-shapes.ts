/**
 * Answers built in SQL in the shape the operation asks for (issue 41 item 5). A
 * hot page (the approvals queue's groups, the client list's page, the order lists, Rx History) is read
 * by one statement that builds each record as JSON (`json_build_object`, children with `json_agg`) with
 * only the fields the operation's selection names — not a row per record and a DataLoader wave per
 * relation.
 *
 * The JSON is a **parent that carries its children**: each object holds the row properties its
 * selected fields read (drizzle's camelCase names, so the field resolvers of src/graphql/resolvers
 * read it as they read a row) and each selected relation under `$` + the field's name
 * ({@link PRELOADED}); the relation's resolver answers what is there (src/graphql/resolvers/preloaded.ts)
 * and reads through its loader only when the parent did not bring it.
 *
 * {@link SHAPES} says, per GraphQL object type, which table its rows come from, which fields are
 * answered from other columns by a resolver (`computed`: the columns it reads), and how each relation
 * is reached — with the same scope its loader has (repositories/loaders.ts): clinical records only at
 * the locations the caller works at, location users there or their own, catalogue and reference rows
 * for everyone. A selection that names anything the shape does not know (a new field, a field with
 * arguments) builds no statement ({@link shapedObject} answers null) and the page is read the plain
 * way: a field added to a card is answered correctly at once, and fast once its shape names it.
 */
import { fillPlaceholders, getTableColumns, SQL, sql, StringChunk, type SQLChunk, type SQLWrapper } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import * as t from '../db/schema/index.js';
import { onGenericPlan, rowsOf, type DbOrTx } from '../db/client.js';
import type { Selection } from './selection.js';

/** The key prefix of a preloaded relation: a parent carries its `tasks` child under `$tasks`. */
export const PRELOADED = '$';

/** Who reads: the scope the shaped statement filters children by (the loaders' scope). */
export interface ShapeScope {
  /** Locations the caller works at: clinical records. */
  readonly locationIds: readonly number[];
  /** The effective user, whose own location users also load; null for none. */
  readonly userId: number | null;
}

/** Which of a loader's scopes a relation's rows need (repositories/loaders.ts). */
type Visibility = 'everyone' | 'works' | 'locationUser';

interface Relation {
  /** The GraphQL type of the child. */
  readonly type: ShapedType;
  /** One row (null when there is none) or a list. */
  readonly many?: boolean;
  /** The child's column that matches `parent` (the parent's row property). */
  readonly child: PgColumn;
  readonly parent: string;
  /** The child's order in a list (its loader's: the order rows were written); for one row, which is taken first. */
  readonly orderBy?: readonly PgColumn[];
  /** What the caller may read of it; `everyone` for catalogue and reference rows. */
  readonly visible: Visibility;
}

interface TypeShape {
  readonly table: PgTable;
  /** Fields a resolver answers from row properties other than its own name (or from none: []). */
  readonly computed?: Readonly<Record<string, readonly string[]>>;
  /** Relations a parent may carry. */
  readonly relations?: Readonly<Record<string, Relation>>;
  /**
   * Properties some selected field needs that are not columns of the row: `field → [property, SQL of
   * it over the row's alias]` (the task's product family, for its duplicate check).
   */
  readonly derived?: Readonly<Record<string, readonly (readonly [string, (alias: SQL) => SQL])[]>>;
}

/** The GraphQL object types a statement can build. */
export type ShapedType =
  | 'PrescriptionTask'
  | 'PrescriptionTaskWorkflow'
  | 'WorkflowStatus'
  | 'Prescription'
  | 'LocationClient'
  | 'LocationPatient'
  | 'LocationPatientClient'
  | 'Species'
  | 'Phone'
  | 'PhoneType'
  | 'LocationUser'
  | 'Role'
  | 'Product'
  | 'ProductFamilyRef'
  | 'ProductPresentation'
  | 'Flavor'
  | 'Order'
  | 'LineItem'
  | 'Shipment';

const locationUserRelation = (parent: string): Relation => ({ type: 'LocationUser', child: t.locationUsers.id, parent, visible: 'locationUser' });

/**
 * The shapes. A field of a type that is neither a column (by its name), `computed` nor a relation is
 * unknown: a selection naming it is answered the plain way. Every field with a resolver of its own
 * must be named here as computed or as a relation (answer-shapes.test.ts checks it), so a column that
 * shares a field's name never hides what its resolver answers.
 */
export const SHAPES: Readonly<Record<ShapedType, TypeShape>> = {
  PrescriptionTask: {
    table: t.prescriptionTasks,
    computed: {
      // Core's duplicate check reads these of the task (and its product's family, derived below).
      duplicates: ['id', 'status', 'archived', 'locationId', 'locationPatientId', 'productId', 'prescriptionId', 'previousPrescriptionId'],
      // The safety check of a pending request (issue 42) reads these of the task; the patient's list and
      // the draft are read by its resolver, batched (resolvers/safety.ts).
      safetyFindings: ['id', 'status', 'locationId', 'locationPatientId', 'productId', 'prescriptionId', 'previousPrescriptionId'],
    },
    derived: {
      duplicates: [['productFamilyId', (a) => sql`(select ${column(sql`pf`, t.products.productFamilyId)} from ${t.products} pf where ${column(sql`pf`, t.products.id)} = ${column(a, t.prescriptionTasks.productId)})`]],
    },
    relations: {
      assignedToLocationUser: locationUserRelation('assignedToLocationUserId'),
      actionedByLocationUser: locationUserRelation('actionedByLocationUserId'),
      prescription: { type: 'Prescription', child: t.prescriptions.id, parent: 'prescriptionId', visible: 'works' },
      previousPrescription: { type: 'Prescription', child: t.prescriptions.id, parent: 'previousPrescriptionId', visible: 'works' },
      product: { type: 'Product', child: t.products.id, parent: 'productId', visible: 'everyone' },
      flavor: { type: 'Flavor', child: t.flavors.id, parent: 'flavorId', visible: 'everyone' },
      locationClient: { type: 'LocationClient', child: t.locationClients.id, parent: 'locationClientId', visible: 'works' },
      locationPatient: { type: 'LocationPatient', child: t.locationPatients.id, parent: 'locationPatientId', visible: 'works' },
      prescriptionTaskWorkflow: { type: 'PrescriptionTaskWorkflow', child: t.prescriptionTaskWorkflows.prescriptionTaskId, parent: 'id', visible: 'everyone' },
    },
  },
  PrescriptionTaskWorkflow: {
    table: t.prescriptionTaskWorkflows,
    relations: {
      currentWorkflowStatus: { type: 'WorkflowStatus', child: t.workflowStatuses.id, parent: 'currentWorkflowStatusId', visible: 'everyone' },
      workflowLocationUser: locationUserRelation('workflowLocationUserId'),
    },
  },
  WorkflowStatus: { table: t.workflowStatuses },
  Prescription: {
    table: t.prescriptions,
    computed: {
      // The stored safety review with its pharmacy line (resolvers/safety.ts, issue 42).
      safetyReview: ['safetyReview'],
      // rxStatusDisplay reads the whole record: the code, whether it is archived and whether it is fillable.
      rxStatus: ['rxStatusCode', 'archived', 'isFillable'],
      rxOrigin: ['rxOriginCode'],
      authorizingVet: ['authorizingVetLocationUserId'],
    },
    relations: {
      authorizingVetLocationUser: locationUserRelation('authorizingVetLocationUserId'),
      workflowLocationUser: locationUserRelation('workflowLocationUserId'),
      locationClient: { type: 'LocationClient', child: t.locationClients.id, parent: 'locationClientId', visible: 'works' },
      locationPatient: { type: 'LocationPatient', child: t.locationPatients.id, parent: 'locationPatientId', visible: 'works' },
      flavor: { type: 'Flavor', child: t.flavors.id, parent: 'flavorId', visible: 'everyone' },
      product: { type: 'Product', child: t.products.id, parent: 'productId', visible: 'everyone' },
    },
  },
  LocationClient: {
    table: t.locationClients,
    computed: { isPIMSImport: ['isPimsImport'] },
    relations: {
      phones: { type: 'Phone', many: true, child: t.locationClientPhones.locationClientId, parent: 'id', orderBy: [t.locationClientPhones.id], visible: 'everyone' },
      locationPatientClients: {
        type: 'LocationPatientClient',
        many: true,
        child: t.locationPatientClients.locationClientId,
        parent: 'id',
        orderBy: [t.locationPatientClients.id],
        visible: 'everyone',
      },
    },
  },
  LocationPatientClient: {
    table: t.locationPatientClients,
    relations: {
      locationPatient: { type: 'LocationPatient', child: t.locationPatients.id, parent: 'locationPatientId', visible: 'works' },
      locationClient: { type: 'LocationClient', child: t.locationClients.id, parent: 'locationClientId', visible: 'works' },
    },
  },
  LocationPatient: {
    table: t.locationPatients,
    computed: { breedId: ['breedCode'], isPIMSImport: ['isPimsImport'], allergies: ['allergies'], healthConditions: ['healthConditions'], medications: ['medications'] },
    relations: {
      species: { type: 'Species', child: t.species.code, parent: 'speciesCode', visible: 'everyone' },
    },
  },
  Species: { table: t.species },
  // Reached only as a client's phones (LocationClient.phones): a client's phone row.
  Phone: {
    table: t.locationClientPhones,
    computed: { isPrimary: ['isPrimary'] },
    relations: {
      phoneType: { type: 'PhoneType', child: t.phoneTypes.id, parent: 'phoneTypeId', visible: 'everyone' },
    },
  },
  PhoneType: { table: t.phoneTypes },
  LocationUser: {
    table: t.locationUsers,
    relations: {
      role: { type: 'Role', child: t.roles.id, parent: 'roleId', visible: 'everyone' },
    },
  },
  Role: { table: t.roles },
  Product: {
    table: t.products,
    computed: { productSpecies: ['species'] },
    relations: {
      productFamily: { type: 'ProductFamilyRef', child: t.productFamilies.id, parent: 'productFamilyId', visible: 'everyone' },
      productPresentation: { type: 'ProductPresentation', child: t.productPresentations.id, parent: 'productPresentationId', visible: 'everyone' },
    },
  },
  ProductFamilyRef: { table: t.productFamilies },
  ProductPresentation: { table: t.productPresentations },
  Flavor: { table: t.flavors },
  Order: {
    table: t.orders,
    computed: { status: ['statusCode'], placedBy: ['placedByType', 'placedByName'] },
    relations: {
      locationClient: { type: 'LocationClient', child: t.locationClients.id, parent: 'locationClientId', visible: 'works' },
      // Reached only through its order, which is the caller's: the loader's scope is the order's.
      lineItems: { type: 'LineItem', many: true, child: t.orderLineItems.orderId, parent: 'id', orderBy: [t.orderLineItems.id], visible: 'everyone' },
    },
  },
  LineItem: {
    table: t.orderLineItems,
    relations: {
      product: { type: 'Product', child: t.products.id, parent: 'productId', visible: 'everyone' },
      patient: { type: 'LocationPatient', child: t.locationPatients.id, parent: 'locationPatientId', visible: 'works' },
      // A line's first shipment, as its resolver answers it.
      shipment: { type: 'Shipment', child: t.shipments.lineItemId, parent: 'id', orderBy: [t.shipments.id], visible: 'everyone' },
    },
  },
  Shipment: { table: t.shipments, computed: { trackingURL: ['trackingUrl'] } },
};

/**
 * A column of the row under `alias`: its name in the database (the schema is opened with snake_case
 * casing, so a column named by its key is stored snake_cased).
 *
 * @example
 * column(sql`s1`, t.prescriptionTasks.createdTimestamp) // s1."created_timestamp"
 */
export function column(alias: SQL, c: PgColumn): SQL {
  return sql`${alias}.${sql.identifier(c.keyAsName ? toSnakeCase(c.name) : c.name)}`;
}

const dialect = new PgDialect({ casing: 'snake_case' });
/** Shaped texts by their part and selection ({@link shapedText}). */
const texts = new Map<string, string | null>();
const TEXTS_KEPT = 500;

/** The texts of the selections met, by part: a kept selection's text found without its key. */
const textsOf = new WeakMap<Selection, Map<string, string | null>>();
/** Keys of the selections met (a request's selection is often the one its document's last run had, kept). */
const keys = new WeakMap<Selection, string>();

/** A selection as a key: its fields and their selections, in order. */
function selectionKey(selection: Selection): string {
  let out = keys.get(selection);
  if (out !== undefined) return out;
  out = '';
  for (const [field, sub] of selection) out += sub ? `${field}{${selectionKey(sub)}},` : `${field},`;
  keys.set(selection, out);
  return out;
}

/**
 * The text of a shaped part of a statement for a selection, built by `build` once and kept (at most
 * 500 parts): drizzle builds a statement of a page of cards in ~1 ms, a tenth of the request. The
 * part must name no value (the scope is read from `shape_scope`, see {@link shapeScope}); null when
 * the shapes do not know the selection.
 *
 * @example
 * const text = shapedText('queue groups', selection, (b) => b.object('LocationClient', selection, sql`c`));
 */
export function shapedText(part: string, selection: Selection, build: (builder: ShapeBuilder) => SQL | null, resolved: ReadonlySet<ShapedType> = NONE): SQL | null {
  // The selection met before (a document's, kept by graphql/selection.ts): its text without building its key.
  let ofSelection = textsOf.get(selection);
  let text = ofSelection?.get(part);
  if (text !== undefined) return text === null ? null : sql.raw(text);
  const k = `${part}:${selectionKey(selection)}`;
  text = texts.get(k);
  if (text === undefined) {
    const built = build(new ShapeBuilder(resolved));
    if (built) {
      const query = dialect.sqlToQuery(built);
      if (query.params.length) throw new Error(`A shaped part names values: ${part}`);
      text = query.sql;
    } else text = null;
    if (texts.size >= TEXTS_KEPT) texts.delete(texts.keys().next().value!);
    texts.set(k, text);
  }
  if (!ofSelection) textsOf.set(selection, (ofSelection = new Map()));
  ofSelection.set(part, text);
  return text === null ? null : sql.raw(text);
}

/**
 * The rows of `rows` (a statement of whole rows of `table`) as `text` builds each (the shaped object
 * over the table's own name), in `order`: one statement, its answer one JSON list.
 * `plan` 'generic' marks it to run on its generic plan: only for rows whose plan does
 * not depend on the values (rows by id, a list's page in its index order), never for a filter whose
 * best plan depends on how common a value is (a name pattern, a date range).
 *
 * @example
 * const clients = await shapedList(db, scope, text, sql`select * from location_clients where id = any(${ids})`, t.locationClients, clientOrder, 'generic');
 */
export async function shapedList<T>(db: DbOrTx, scope: ShapeScope, text: SQL, rows: SQL, table: PgTable, order: readonly SQL[], plan: 'per-run' | 'generic' = 'per-run'): Promise<T[]> {
  const statement = sql`with ${shapeScope(scope)} select coalesce(json_agg(${text} order by ${sql.join([...order], sql`, `)}), '[]'::json) as data from (${rows}) as ${table}`;
  const [row] = rowsOf<{ data: T[] | string }>(await db.execute(plan === 'generic' ? onGenericPlan(statement) : statement));
  return parsedJson(row.data);
}

/** A json column's value: parsed by the driver (pg, PGlite), or its text where a driver leaves it. */
export function parsedJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The mark of a value's place in a kept statement's text: the text is cut there ({@link keptStatement}); values come in order. */
const MARK = '\u0000';
/** Builds statements with each value's place marked instead of numbered. */
class MarkedDialect extends PgDialect {
  override escapeParam(): string {
    return MARK;
  }
}
const marked = new MarkedDialect({ casing: 'snake_case' });
/** Most shapes of statements kept per owner ({@link keptStatement}); the oldest is forgotten first. */
const STATEMENTS_KEPT = 64;
const statementsOf = new WeakMap<object, Map<string, Kept>>();

/**
 * A statement kept as text per shape (after the parts of 0375): built by `build` the
 * first time `owner` (the selection it answers) asks for `shape`, with drizzle placeholders
 * (`sql.placeholder('location')`) for what changes per use, its text kept cut at each value; every use
 * hands drizzle those few pieces and `values` (drizzle's own `fillPlaceholders`), instead of the
 * thousands of chunks `build` makes. Constants the builder names stay values, as they were. `shape`
 * must name everything the text depends on — which filters are set, how many values a list holds, any
 * number written in the text — and nothing that is a value; the values are never part of the key, so a
 * statement kept for one caller's request is another's text with the other's values.
 *
 * @example
 * keptStatement(selection, `page:${held.shape}`, () => onGenericPlan(sql`select … where location_id = ${sql.placeholder('location')}`), { location: 4 })
 */
export function keptStatement(owner: object, shape: string, build: () => SQL, values: Readonly<Record<string, unknown>>): SQL {
  let texts = statementsOf.get(owner);
  if (!texts) statementsOf.set(owner, (texts = new Map()));
  let k = texts.get(shape);
  if (!k) {
    if (texts.size >= STATEMENTS_KEPT) texts.delete(texts.keys().next().value!);
    texts.set(shape, (k = keep(shape, build)));
  }
  return filled(k, values);
}

type Kept = { pieces: StringChunk[]; params: unknown[] };

/** `build`'s text cut at each value, and the values (constants, or placeholders filled per use). */
function keep(name: string, build: () => SQL): Kept {
  const query = marked.sqlToQuery(build());
  const pieces = query.sql.split(MARK);
  if (pieces.length !== query.params.length + 1) throw new Error(`A kept text holds a marker of its own: ${name}`);
  return { pieces: pieces.map((piece) => new StringChunk(piece)), params: query.params };
}

/**
 * A kept text with these values in their places: one flat statement of its pieces of text and the
 * values (no statement per piece, which drizzle would walk into one by one).
 */
function filled(k: Kept, values: Readonly<Record<string, unknown>>): SQL {
  const params = fillPlaceholders(k.params, values);
  const chunks: SQLChunk[] = [];
  for (let i = 0; i < k.pieces.length; i++) {
    chunks.push(k.pieces[i]);
    if (i < params.length) chunks.push(sql.param(params[i]));
  }
  return new SQL(chunks);
}

/** Row properties of a table → their columns. */
const columnsOf = new Map<PgTable, Record<string, PgColumn>>();
function columns(table: PgTable): Record<string, PgColumn> {
  let c = columnsOf.get(table);
  if (!c) columnsOf.set(table, (c = getTableColumns(table) as Record<string, PgColumn>));
  return c;
}

const KEY = /^[$A-Za-z_][A-Za-z0-9_]*$/;
/** A JSON key as a literal: our own field and property names only (never input). */
function key(name: string): SQL {
  if (!KEY.test(name)) throw new Error(`Not a key: ${name}`);
  return sql.raw(`'${name}'`);
}

/** `json_build_object` of key/value pairs (PostgreSQL takes at most 100 arguments: longer objects are joined as jsonb). */
function jsonObject(pairs: SQL[]): SQL {
  if (pairs.length === 0) return sql`json_build_object()`;
  const chunks: SQL[] = [];
  for (let i = 0; i < pairs.length; i += 50) chunks.push(sql`json_build_object(${sql.join(pairs.slice(i, i + 50), sql`, `)})`);
  return chunks.length === 1 ? chunks[0] : sql`(${sql.join(chunks.map((c) => sql`${c}::jsonb`), sql` || `)})::json`;
}

/** A constant of our own as an SQL literal (a text, a flag or null; never input). */
function literal(value: string | boolean | null): SQL {
  if (value === null) return sql.raw('null');
  if (typeof value === 'boolean') return sql.raw(String(value));
  return sql.raw(`'${value.replace(/'/g, "''")}'::text`);
}

/**
 * `json_build_object` of each field under its key — a column (as the statement's table names it) or
 * SQL over the statement's tables — then each constant. Keys are our own property names.
 *
 * @example
 * fieldsJson({ id: t.prescriptions.id }, { kind: 'rx' }) // json_build_object('id', "prescriptions"."id", 'kind', 'rx'::text)
 */
export function fieldsJson(fields: Readonly<Record<string, SQLWrapper>>, constants: Readonly<Record<string, string | boolean | null>> = {}): SQL {
  return jsonObject([
    ...Object.entries(fields).flatMap(([name, value]) => [key(name), sql`${value}`]),
    ...Object.entries(constants).flatMap(([name, value]) => [key(name), literal(value)]),
  ]);
}

/**
 * The statement's first CTE, `shape_scope`: the caller's scope as the shaped parts read it. They name
 * no value of their own, so their text is the same for every caller and is built once per selection
 * ({@link shapedText}). 'placeholders': the scope as the placeholders `works` and `uid` of a kept
 * statement ({@link keptStatement}), whose values {@link shapeScopeValues} gives.
 */
export function shapeScope(scope: ShapeScope | 'placeholders'): SQL {
  const { works, uid } = scope === 'placeholders' ? { works: sql.placeholder('works'), uid: sql.placeholder('uid') } : shapeScopeValues(scope);
  return sql`shape_scope as (select ${sql.param(works)}::int[] as works, ${uid}::int as uid)`;
}

/** The values of `shape_scope` (a kept statement's `works` and `uid`, {@link shapeScope} 'placeholders'). */
export function shapeScopeValues(scope: ShapeScope): { works: number[]; uid: number } {
  return { works: [...scope.locationIds, -1], uid: scope.userId ?? -1 };
}

const NONE: ReadonlySet<ShapedType> = new Set();

/**
 * Builds the JSON of shaped objects: fresh aliases; the caller's scope read from `shape_scope`. A
 * relation to one of the `resolved` types is left to its resolver: the object carries the column the
 * resolver reads it by (catalogue rows its loader answers from the process's cache).
 */
export class ShapeBuilder {
  private next = 0;

  constructor(private readonly resolved: ReadonlySet<ShapedType> = NONE) {}

  /** A fresh table alias. */
  alias(): SQL {
    return sql`${sql.identifier(`s${++this.next}`)}`;
  }

  private visible(visibility: Visibility, table: PgTable, alias: SQL): SQL | undefined {
    if (visibility === 'everyone') return undefined;
    const c = columns(table);
    const works = sql`${column(alias, c.locationId)} = any((select works from shape_scope)::int[])`;
    if (visibility === 'works') return works;
    return sql`(${works} or ${column(alias, c.userId)} = (select uid from shape_scope))`;
  }

  /**
   * The JSON of one `type` row under `alias` with the fields of `selection`, or null when the
   * selection names a field the shape does not know.
   */
  object(type: ShapedType, selection: Selection, alias: SQL): SQL | null {
    const shape = SHAPES[type];
    const cols = columns(shape.table);
    const properties = new Set<string>();
    const pairs: SQL[] = [];
    for (const [field, sub] of selection) {
      const relation = shape.relations?.[field];
      if (relation) {
        if (!sub) return null;
        if (this.resolved.has(relation.type)) {
          properties.add(relation.parent);
          continue;
        }
        const child = this.relation(shape, relation, sub, alias);
        if (!child) return null;
        pairs.push(key(PRELOADED + field), child);
        continue;
      }
      // A computed field's resolver answers its whole selection from the row's properties.
      const needs = shape.computed?.[field] ?? (!sub && field in cols ? [field] : null);
      if (!needs) return null;
      for (const p of needs) properties.add(p);
      for (const [name, expression] of shape.derived?.[field] ?? []) pairs.push(key(name), expression(alias));
    }
    for (const p of properties) {
      if (!cols[p]) return null;
      pairs.push(key(p), column(alias, cols[p]));
    }
    return jsonObject(pairs);
  }

  private relation(parent: TypeShape, relation: Relation, selection: Selection, parentAlias: SQL): SQL | null {
    const childShape = SHAPES[relation.type];
    const parentColumn = columns(parent.table)[relation.parent];
    if (!parentColumn) return null;
    const alias = this.alias();
    const inner = this.object(relation.type, selection, alias);
    if (!inner) return null;
    const on = sql`${column(alias, relation.child)} = ${column(parentAlias, parentColumn)}`;
    const visible = this.visible(relation.visible, childShape.table, alias);
    const where = visible ? sql`${on} and ${visible}` : on;
    const order = (relation.orderBy ?? []).map((c) => column(alias, c));
    if (!relation.many) return sql`(select ${inner} from ${childShape.table} ${alias} where ${where}${order.length ? sql` order by ${sql.join(order, sql`, `)} limit 1` : sql``})`;
    return sql`(select coalesce(json_agg(${inner}${order.length ? sql` order by ${sql.join(order, sql`, `)}` : sql``}), '[]'::json) from ${childShape.table} ${alias} where ${where})`;
  }
}

/**
 * Relations a shaped answer may carry, as `[GraphQL type, field]`: every relation of {@link SHAPES}
 * and the fields of the pages' own objects that statements fill (a queue group's client). Their
 * resolvers answer what the parent carries (src/graphql/resolvers/preloaded.ts).
 */
export function preloadedRelations(): (readonly [string, string])[] {
  const out: (readonly [string, string])[] = [['PrescriptionTaskGroup', 'locationClient']];
  for (const [type, shape] of Object.entries(SHAPES)) for (const field of Object.keys(shape.relations ?? {})) out.push([type, field]);
  return out;
}
