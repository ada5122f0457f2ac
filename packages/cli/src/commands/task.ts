import type { Command } from 'commander';
import { GetPrescriptionTaskDocument } from '@vetrx/core/operations/GetPrescriptionTask';
import {
  GetPrescriptionTasksDocument,
  type GetPrescriptionTasksQuery,
} from '@vetrx/core/operations/GetPrescriptionTasks';
import { GetPrescriptionTasksCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import { TASK_STATUSES, TASK_TYPES } from '@vetrx/core/task';
import { z } from 'zod';
import { createCommand } from '../lib/command.js';
import { connect, examples, found, fullName, idArgument, idCommand, limitOption } from '../lib/connect.js';
import type { CliIO } from '../lib/io.js';
import { fetchAll, printList, printRecord } from '../lib/render.js';
import { parseOptions } from '../lib/settings.js';

type TaskRow = GetPrescriptionTasksQuery['getPrescriptionTasks'][number];

/** A comma-separated list of values of `allowed`, matched without regard to case. */
function listOf<T extends string>(allowed: readonly T[]) {
  return z
    .string()
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean).map((x) => allowed.find((a) => a.toLowerCase() === x.toLowerCase()) ?? x))
    .pipe(z.array(z.enum(allowed as [T, ...T[]], { message: `Must be one or more of ${allowed.join(', ')} (comma-separated)` })).min(1, 'Must name a value'));
}

/**
 * `vetrx task list --location ID [--status|--type]` (GetPrescriptionTasks, paged with its count) and
 * `vetrx task show ID` (GetPrescriptionTask).
 *
 * @example
 * program.addCommand(taskCommand(program, io));
 */
export function taskCommand(program: Command, io: CliIO): Command {
  const task = createCommand('task', program).description('List the prescription tasks (approvals, drafts, renewals, expiring) of a location, show one');
  task.addHelpText('after', examples('vetrx task list --location 1 --status PENDING', 'vetrx task show 5'));
  task.addCommand(
    createCommand('list', task)
      .description('List the tasks of a location, with filters')
      .requiredOption('--location <id>', 'the location')
      .option('--status <list>', `only these statuses, comma-separated: ${TASK_STATUSES.join(', ')}`)
      .option('--type <list>', `only these types, comma-separated: ${TASK_TYPES.join(', ')}`)
      .option('--limit <n>', 'stop after this many results')
      .addHelpText(
        'after',
        examples(
          'vetrx task list --location 1 --status PENDING --type approval',
          'vetrx task list --location 1 --status pending --json | jq ".[] | select(.product.isControlled)"',
          'vetrx task list --location 1 --type renewal,expiring --quiet',
        ),
      )
      .action(async (options: Record<string, unknown>, cmd: Command) => {
        const opts = parseOptions(z.object({ location: idArgument, status: listOf(TASK_STATUSES).optional(), type: listOf(TASK_TYPES).optional(), limit: limitOption }), options);
        const { client } = await connect(cmd, io, { action: 'workAt', locationId: opts.location });
        const vars = { locationId: opts.location, status: opts.status, type: opts.type };
        const total = (await client.request(GetPrescriptionTasksCountDocument, vars)).getPrescriptionTasksCount;
        const rows = await fetchAll(io, async (skip, take) => (await client.request(GetPrescriptionTasksDocument, { ...vars, skip, take })).getPrescriptionTasks, {
          pageSize: 100,
          total,
          max: opts.limit,
          label: 'tasks',
        });
        printList<TaskRow>(
          io,
          cmd,
          rows,
          [
            { header: 'ID', value: (t) => t.id },
            { header: 'TYPE', value: (t) => t.type },
            { header: 'STATUS', value: (t) => t.status },
            { header: 'PRODUCT', value: (t) => t.product?.title },
            { header: 'CONTROLLED', value: (t) => (t.product?.isControlled ? t.product.deaSchedule ?? 'yes' : 'no') },
            { header: 'CLIENT', value: (t) => fullName(t.locationClient?.firstName, t.locationClient?.lastName) },
            { header: 'PATIENT', value: (t) => t.locationPatient?.name },
            { header: 'ASSIGNED TO', value: (t) => t.assignedToLocationUser?.displayName },
            { header: 'RX', value: (t) => t.prescriptionId },
            { header: 'CREATED', value: (t) => t.createdTimestamp },
          ],
          { id: (t) => t.id, empty: 'No data found' },
        );
      }),
  );
  task.addCommand(
    idCommand(task, io, { name: 'show', description: 'Show a task: type, status, product, client, patient, assignee, prescription and workflow', argument: 'the task id', examples: ['vetrx task show 5', 'vetrx task show 5 --json | jq .prescriptionTaskWorkflow'] }, async (taskId, { client }, cmd) => {
      const t = found((await client.request(GetPrescriptionTaskDocument, { id: taskId })).getPrescriptionTask, 'Task', taskId);
      printRecord(io, cmd, {
        id: t.id,
        json: t,
        fields: [
          ['ID', t.id],
          ['Type', t.type],
          ['Status', t.status],
          ['Action', t.action ? `${t.action}${t.actionReason ? ` — ${t.actionReason}` : ''}` : null],
          ['Location', t.locationId],
          ['Product', t.product?.title],
          ['Client', t.locationClient ? `${fullName(t.locationClient.firstName, t.locationClient.lastName)} (${t.locationClient.id})` : null],
          ['Patient', t.locationPatient ? `${t.locationPatient.name} (${t.locationPatient.id})` : null],
          ['Assigned to', t.assignedToLocationUser?.displayName],
          ['Actioned by', t.actionedByLocationUser?.displayName],
          ['Prescription', t.prescriptionId],
          ['Quantity requested', t.quantityRequested],
          ['Next order', t.nextOrderDate],
          ['Expires', t.expirationDate],
          ['Autoship', t.isAutoship],
          ['Origin', t.origin],
          ['Created', t.createdTimestamp],
          ['Archived', t.archived],
        ],
      });
    }),
  );
  return task;
}
