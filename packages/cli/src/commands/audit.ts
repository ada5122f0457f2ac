import type { Command } from 'commander';
import { GetAuditLogDocument, type GetAuditLogQuery } from '@vetrx/core/operations/GetAuditLog';
import { GetPrescriptionAuditTrailDocument } from '@vetrx/core/operations/GetPrescriptionAuditTrail';
import { VerifyAuditChainDocument } from '@vetrx/core/operations/VerifyAuditChain';
import { auditActorLabel, auditChangeText, AUDIT_LIMITS } from '@vetrx/core/audit';
import type { AccessRequest } from '@vetrx/core/access';
import { formatDateTimeZone } from '@vetrx/core/format';
import { z } from 'zod';
import { createCommand, outputMode } from '../lib/command.js';
import { connect, examples, idArgument, limitOption, sinceSchema } from '../lib/connect.js';
import { AUDIT_MESSAGES } from '@vetrx/core/messages';
import { CliError, EXIT_CODES } from '../lib/errors.js';
import type { CliIO } from '../lib/io.js';
import { formatJson } from '../lib/output.js';
import { fetchAllAfter, printList, printRecord, type Column } from '../lib/render.js';
import { parseOptions } from '../lib/settings.js';

type Entry = GetAuditLogQuery['GetAuditLog']['data'][number];

const listSchema = (now: () => number) =>
  z
    .object({
      location: idArgument.optional(),
      rx: idArgument.optional(),
      user: idArgument.optional(),
      action: z.string().trim().min(1, 'Must name an operation').max(100).optional(),
      since: sinceSchema(now).optional(),
      limit: limitOption,
      sandbox: z.boolean().optional(),
      global: z.boolean().optional(),
    })
    .superRefine((o, ctx) => {
      if (o.global) {
        if (o.location !== undefined || o.rx !== undefined) ctx.addIssue({ code: 'custom', path: ['global'], message: 'Reads the rows without a location: not with --location or --rx' });
        return;
      }
      if (o.location !== undefined) return;
      if (o.rx === undefined) ctx.addIssue({ code: 'custom', path: ['location'], message: "Required: the location whose audit log to read (or --rx ID alone for one prescription's timeline)" });
      else if (o.user !== undefined || o.action !== undefined || o.since !== undefined) ctx.addIssue({ code: 'custom', path: ['location'], message: "Required with --user, --action or --since: they filter a location's audit log" });
    });

/**
 * The table's columns: when in the terminal's time zone (TZ), named as the portal names
 * it; the action's human name; each change as `field: before → after`. `--json` keeps the API's rows
 * (ISO 8601 UTC, operation codes).
 */
const COLUMNS: Column<Entry>[] = [
  { header: 'ID', value: (e) => e.id },
  { header: 'WHEN', value: (e) => formatDateTimeZone(e.at) },
  { header: 'USER', value: (e) => auditActorLabel(e) },
  { header: 'EVENT', value: (e) => e.eventLabel },
  { header: 'DETAIL', value: (e) => e.detail },
  { header: 'ACTION', value: (e) => e.actionLabel },
  { header: 'RECORD', value: (e) => (e.entityId ? `${e.entity} ${e.entityId}` : e.entity) },
  { header: 'REASON', value: (e) => e.impersonationReason },
  { header: 'CHANGES', value: (e) => e.changes.map((c) => auditChangeText(c)).join('; ') },
];

/** The question a refusal is explained with: the location's audit log, or support for the rows without one. */
const auditAccess = (location: string | undefined): AccessRequest | null => (location === undefined ? { action: 'support' } : { action: 'readAuditLog', locationId: location });

/**
 * `vetrx audit --location ID [--rx ID|--user ID|--action NAME|--since WHEN]` (GetAuditLog, newest
 * first, read in keyset pages of 500 with a progress bar: rows written meanwhile neither repeat nor go
 * missing; practice administrators and support; the sandbox's rows only with --sandbox,
 * the rows without a location with --global), `vetrx audit --rx ID` alone
 * (GetPrescriptionAuditTrail: the prescription's timeline, oldest first, for whoever may read the
 * prescription) and `vetrx audit verify --location ID` (VerifyAuditChain: exit 1 and the row named when
 * the chain is broken). Decision 0122.
 *
 * @example
 * program.addCommand(auditCommand(program, io));
 */
export function auditCommand(program: Command, io: CliIO): Command {
  const audit = createCommand('audit', program)
    .description("Read a location's audit trail or a prescription's timeline (who did what, as whom, when), or verify a location's hash chain")
    .option('--location <id>', "the location whose audit log to read (administrators and support); not needed with --rx alone")
    .option('--rx <id>', "only the rows of one prescription; alone: its timeline, oldest first, for whoever may read the prescription")
    .option('--user <id>', 'only what this user did (user id, as `vetrx user find` shows)')
    .option('--action <name>', 'only this operation, e.g. AddPrescription, ArchivePrescription')
    .option('--since <when>', 'only rows since a date (2026-11-01) or a span back from now (12h, 7d, 2w)')
    .option('--sandbox', "include the sandbox storefront's and pharmacy's rows (left out by default)")
    .option('--global', 'the rows without a location (roles, organizations, global shortcuts, accounts; support only)')
    .option('--limit <n>', 'stop after this many rows')
    .addHelpText(
      'after',
      examples(
        'vetrx audit --rx 42',
        'vetrx audit --location 1 --since 7d',
        'vetrx audit --location 1 --rx 42',
        'vetrx audit --location 1 --user 3 --action ArchivePrescription --csv > archived.csv',
        'vetrx audit --location 1 --action StartImpersonation   # who impersonated whom, and why',
        'vetrx audit --location 1 --sandbox --since 1h',
        'TZ=UTC vetrx audit --location 1                          # times in UTC',
        'vetrx audit --global --since 7d',
        'vetrx audit verify --location 1',
      ),
    )
    .action(async (options: Record<string, unknown>, cmd: Command) => {
      const opts = parseOptions(listSchema(io.now), options);
      const { client } = await connect(cmd, io, opts.location === undefined && !opts.global ? null : auditAccess(opts.location));
      let rows: Entry[];
      if (opts.location === undefined && !opts.global) {
        rows = (await client.request(GetPrescriptionAuditTrailDocument, { prescriptionId: opts.rx! })).GetPrescriptionAuditTrail.slice(0, opts.limit);
      } else {
        const filter = { locationId: opts.location ?? null, prescriptionId: opts.rx, userId: opts.user, operation: opts.action, from: opts.since, includeSandbox: opts.sandbox === true };
        const first = (await client.request(GetAuditLogDocument, { filter: { ...filter, take: 1 } })).GetAuditLog;
        rows = await fetchAllAfter(io, async (last, take) => (await client.request(GetAuditLogDocument, { filter: { ...filter, beforeId: last?.id ?? null, take } })).GetAuditLog.data, {
          pageSize: AUDIT_LIMITS.logMaxTake,
          total: first.total,
          max: opts.limit,
          label: 'audit rows',
        });
      }
      printList<Entry>(io, cmd, rows, COLUMNS, { id: (e) => e.id, empty: 'No audit rows found' });
    });
  audit.addCommand(
    createCommand('verify', audit)
      .description(
        "Verify a location's audit chain with the server's audit keys; exits 1 and names the first changed, unlinked, unsealed or missing row when it is broken",
      )
      .option('--location <id>', 'the location (or --global)')
      .option('--global', 'the rows without a location (support only)')
      .addHelpText('after', examples('vetrx audit verify --location 1', 'vetrx audit verify --location 1 --json | jq .firstBroken', 'vetrx audit verify --global'))
      .action(async (options: Record<string, unknown>, cmd: Command) => {
        // Commander hands an option named by both commands to the parent: read either.
        const opts = parseOptions(
          z
            .object({ location: idArgument.optional(), global: z.boolean().optional() })
            .refine((o) => (o.location === undefined) !== (o.global === undefined), { path: ['location'], message: 'Required: the location to verify, or --global (not both)' }),
          { ...cmd.parent?.opts(), ...options },
        );
        const { client } = await connect(cmd, io, auditAccess(opts.location));
        const v = (await client.request(VerifyAuditChainDocument, { locationId: opts.location ?? null })).VerifyAuditChain;
        if (outputMode(cmd) === 'json') io.stdout(formatJson(v, { compact: true }));
        else if (outputMode(cmd) !== 'quiet' || !v.ok)
          printRecord(io, cmd, {
            id: v.firstBroken?.id ?? '',
            json: v,
            fields: [
              ['Location', opts.location ?? AUDIT_MESSAGES.globalChain],
              ['Intact', v.ok],
              ['Rows checked', v.checked],
              ['First broken row', v.firstBroken?.id],
              ['Reason', v.firstBroken?.reason],
              ['Message', v.message],
            ],
          });
        if (!v.ok) throw new CliError(v.message, { exitCode: EXIT_CODES.failure, code: 'AUDIT_CHAIN_BROKEN', suggestion: 'Restore the named row from a backup, or investigate who wrote to the database directly.' });
      }),
  );
  return audit;
}
