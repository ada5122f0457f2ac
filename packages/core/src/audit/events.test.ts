import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '../messages/audit.js';
import { AUDIT_ACTION_LABELS } from '../messages/audit-actions.js';
import {
  AUDIT_LOG_DEFAULT_TAKE,
  AUDIT_LOG_MAX_TAKE,
  REDACTED,
  auditActionLabel,
  auditActorLabel,
  auditChangeText,
  auditChanges,
  auditFieldLabel,
  auditFields,
  auditSystemActor,
  auditValueText,
  isSandboxOperation,
  auditDateRange,
  auditEvent,
  auditLogCsv,
  auditLogFilter,
  auditTailBreak,
  csvCell,
} from './events.js';

/** A minimal RFC 4180 reader, to read back what auditLogCsv wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('the timeline event of an audit row', () => {
  it('reads issue types, declines, archives and workflow steps', () => {
    const ev = (operation: string, after: unknown = null) => auditEvent({ operation, entity: 'Prescription', after });
    expect(ev('AddPrescription', { addPrescriptionType: 'AuthorizeRx' })).toBe('authorized');
    // Print Rx issues it (authorized); each print is its own RecordPrescriptionPrint row.
    expect(ev('UpdatePrescription', { addPrescriptionType: 'PrintRx' })).toBe('authorized');
    expect(ev('RecordPrescriptionPrint', { copyNumber: 2, reason: 'Lost in the mail' })).toBe('printed');
    expect(ev('AddPrescription', { addPrescriptionType: 'SaveAsDraft' })).toBe('created');
    expect(ev('UpdatePrescription', { addPrescriptionType: 'SaveAsDraft' })).toBe('saved');
    expect(ev('DeclinePrescription')).toBe('declined');
    expect(ev('DeletePrescription')).toBe('rejected');
    expect(ev('ArchivePrescription')).toBe('archived');
    expect(ev('upsertPrescriptionWorkflow')).toBe('workflow');
    expect(ev('UpsertPrescriptionTask', { declinedPrescription: { id: 1 } })).toBe('declined');
    expect(ev('UpsertPrescriptionTask', { status: 'APPROVED' })).toBe('task');
    expect(ev('UpdateRole')).toBe('changed');
  });

  it('never throws, whatever the row holds', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.jsonValue(), (operation, entity, after) => void auditEvent({ operation, entity, after })));
  });
});

describe('the changes of an audit row', () => {
  it('lists exactly the differing fields, bookkeeping left out, secrets never shown', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue()), fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue()), (b, a) => {
        const changes = auditChanges(b, a);
        const names = changes.map((c) => c.field);
        expect(names).toEqual([...names].sort());
        for (const c of changes) expect(['updatedAt', 'createdAt', 'version']).not.toContain(c.field);
        const own = (o: Record<string, unknown>, k: string) => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);
        for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
          if (JSON.stringify(own(b, key) ?? null) === JSON.stringify(own(a, key) ?? null)) expect(names).not.toContain(key);
        }
      }),
    );
    const changes = auditChanges({ pimsAccountSecret: 'old-secret', name: 'A', updatedAt: 1 }, { pimsAccountSecret: 'new-secret', name: 'B', updatedAt: 2 });
    expect(changes).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'pimsAccountSecret', before: REDACTED, after: REDACTED },
    ]);
    expect(JSON.stringify(changes)).not.toContain('secret"');
    expect(auditChanges(null, { accessToken: 'x' })).toEqual([{ field: 'accessToken', before: null, after: REDACTED }]);
  });
});

describe('the actor label', () => {
  it('names the actor, and the impersonator when there is one', () => {
    expect(auditActorLabel({ actorName: 'Dr. Ada Lane', actorUsername: 'ada@x.dev' })).toBe('Dr. Ada Lane');
    expect(auditActorLabel({ actorName: ' ', actorUsername: 'ada@x.dev', impersonatorUsername: 'support@x.dev' })).toBe('ada@x.dev as support@x.dev');
  });
});

describe('the Audit Log filter', () => {
  it('accepts take 1–500 and skip ≥ 0, defaults take, refuses a reversed range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 600 }), fc.integer({ min: -3, max: 10 }), (take, skip) => {
        const r = auditLogFilter({ locationId: 1, take, skip });
        expect(r.ok).toBe(take >= 1 && take <= AUDIT_LOG_MAX_TAKE && skip >= 0);
      }),
    );
    const d = auditLogFilter({ locationId: 1, operation: '  ' });
    expect(d.ok && d.value).toMatchObject({ take: AUDIT_LOG_DEFAULT_TAKE, skip: 0, operation: null });
    expect(auditLogFilter({ locationId: 1, from: '2026-11-02', to: '2026-11-01' })).toEqual({ ok: false, errors: { to: AUDIT_MESSAGES.dateRange } });
    expect(auditLogFilter({ locationId: 1, from: 'yesterday' })).toEqual({ ok: false, errors: { from: 'Not a valid date' } });
  });
});

describe('the Audit Log CSV', () => {
  it('reads back cell for cell, formulas defused', () => {
    const text = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(fc.array(fc.record({ name: text, reason: text, op: text, before: text, after: text }), { maxLength: 5 }), (rows) => {
        const csv = auditLogCsv(
          rows.map((r, i) => ({
            id: i + 1,
            at: '2026-11-20T15:00:00.000Z',
            actorName: r.name,
            impersonationReason: r.reason,
            operation: r.op,
            entity: 'Prescription',
            entityId: '7',
            changes: [{ field: 'status', before: r.before, after: r.after }],
          })),
        );
        const parsed = parseCsv(csv);
        expect(parsed).toHaveLength(rows.length + 1);
        rows.forEach((r, i) => {
          const defused = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
          expect(parsed[i + 1][3]).toBe(defused(r.name));
          expect(parsed[i + 1][6]).toBe(defused(r.reason));
          expect(parsed[i + 1][8]).toBe(defused(r.op));
          expect(parsed[i + 1][9]).toBe('Prescription 7');
          for (const cell of parsed[i + 1]) expect(cell).not.toMatch(/^[=+\-@]/);
        });
      }),
    );
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('says when in the zone asked for, named, beside the instant in UTC; names actions; writes before → after', () => {
    const csv = auditLogCsv(
      [
        {
          id: 9,
          at: '2026-11-26T17:02:00.000Z',
          actorName: 'Sandbox pharmacy',
          operation: 'SandboxOrderLineStatus',
          entity: 'OrderLineItem',
          entityId: '3',
          changes: [
            { field: 'status', before: 'in-progress', after: 'shipped' },
            { field: 'shippedAt', before: null, after: '2026-11-26T17:01:00.000Z' },
          ],
        },
      ],
      'America/Chicago',
    );
    const [header, row] = parseCsv(csv);
    expect(header).toEqual(['ID', 'When', 'UTC', 'User', 'Username', 'Impersonated by', 'Reason', 'Action', 'Operation', 'Record', 'Changes']);
    expect(row.slice(0, 4)).toEqual(['9', '11-26-2026 11:02 AM CST', '2026-11-26T17:02:00.000Z', 'Sandbox pharmacy']);
    expect(row[7]).toBe('Sandbox order line status changed');
    expect(row[10]).toBe('Status: in-progress → shipped; Shipped at: ∅ → 11-26-2026 11:01 AM CST');
  });
});

describe('what people read of a row', () => {
  it('names every mutation core ships, and any other operation in words, never as its code', async () => {
    const { operationKinds } = await import('../api/generated/operations.js');
    const mutations = Object.entries(operationKinds)
      .filter(([, kind]) => kind === 'mutation')
      .map(([name]) => name);
    expect(mutations.length).toBeGreaterThan(40);
    for (const name of mutations) expect(AUDIT_ACTION_LABELS[name], name).toBeTruthy();
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,30}$/), (op) => {
        const label = auditActionLabel(op);
        expect(label.length).toBeGreaterThan(0);
        if (/[a-z][A-Z]/.test(op) && !(op in AUDIT_ACTION_LABELS)) expect(label).not.toBe(op);
      }),
    );
    expect(auditActionLabel('SomethingNewHappened')).toBe('Something new happened');
    expect(auditActionLabel('SandboxOrderLineStatus')).toBe('Sandbox order line status changed');
  });

  it('tells the sandbox’s rows and system actors apart', () => {
    expect(isSandboxOperation('SandboxOrderPlaced')).toBe(true);
    expect(isSandboxOperation('AddPrescription')).toBe(false);
    expect(auditSystemActor('sandbox-storefront')).toBe('Sandbox storefront');
    expect(auditSystemActor('vet@demo.vetrx.dev')).toBeNull();
    expect(auditSystemActor(null)).toBeNull();
  });

  it('lists every field for the detail, changed or not; the changes are exactly the changed ones', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('a', 'b', 'status', 'pimsSecret', 'updatedAt'), fc.jsonValue()), fc.dictionary(fc.constantFrom('a', 'b', 'status', 'pimsSecret', 'updatedAt'), fc.jsonValue()), (before, after) => {
        const fields = auditFields(before, after);
        const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k !== 'updatedAt').sort();
        expect(fields.map((f) => f.field)).toEqual(keys);
        expect(auditChanges(before, after).map((c) => c.field)).toEqual(fields.filter((f) => f.changed).map((f) => f.field));
        for (const f of fields) if (f.field === 'pimsSecret') for (const v of [f.before, f.after]) expect(v === null || v === REDACTED).toBe(true);
      }),
    );
    expect(auditFields({ id: 4, status: 'PENDING' }, { id: 4, status: 'APPROVED' })).toEqual([
      { field: 'id', before: '4', after: '4', changed: false },
      { field: 'status', before: 'PENDING', after: 'APPROVED', changed: true },
    ]);
  });

  it('shows instants in the zone asked for and a missing value as ∅', () => {
    expect(auditValueText('2026-11-26T17:02:00.000Z', 'UTC')).toBe('11-26-2026 05:02 PM UTC');
    expect(auditValueText('2026-11-26', 'UTC')).toBe('2026-11-26');
    expect(auditValueText(null)).toBe('∅');
    expect(auditChangeText({ field: 'reason', before: null, after: 'Ticket 4' })).toBe('Reason: ∅ → Ticket 4');
    expect(auditFieldLabel('isPIMSImport')).toBe('Is pims import');
    expect(auditFieldLabel('impersonatedUser')).toBe('Impersonated user');
  });
});

describe('the tail of a location trail', () => {
  it('agrees with its head, and names both rows when rows were removed from the end', () => {
    expect(auditTailBreak(1, { id: 9, hash: 'h9' }, { lastId: 9, hash: 'h9' })).toBeNull();
    expect(auditTailBreak(1, { id: 9, hash: 'h9' }, null)).toBeNull();
    expect(auditTailBreak(1, { id: 7, hash: 'h7' }, { lastId: 9, hash: 'h9' })).toBe(
      AUDIT_MESSAGES.truncated.replace('{locationId}', '1').replace('{id}', '7').replace('{headId}', '9'),
    );
    expect(auditTailBreak(1, null, { lastId: 9, hash: 'h9' })).toContain('row 9 was written');
  });
});

describe('the Audit Log date range', () => {
  it('includes both days, leaves an empty end open, refuses a reversed range', () => {
    const r = auditDateRange('2026-11-01', '2026-11-01');
    expect(r.ok && new Date(r.to!).getTime() - new Date(r.from!).getTime()).toBeGreaterThanOrEqual(23 * 3_600_000);
    expect(auditDateRange('', '')).toEqual({ ok: true, from: null, to: null });
    expect(auditDateRange('2026-11-02', '2026-11-01')).toEqual({ ok: false, message: AUDIT_MESSAGES.dateRange });
  });
});
