import { Option, type Command } from 'commander';
import { SandboxAdvancePrescriptionDocument } from '@vetrx/core/operations/SandboxAdvancePrescription';
import { SandboxGenerateExpiringDocument } from '@vetrx/core/operations/SandboxGenerateExpiring';
import { SandboxMoveOrderLineDocument } from '@vetrx/core/operations/SandboxMoveOrderLine';
import { SandboxPlaceOrderDocument } from '@vetrx/core/operations/SandboxPlaceOrder';
import { SandboxReceiveHardCopyDocument } from '@vetrx/core/operations/SandboxReceiveHardCopy';
import { SandboxRecommendDocument } from '@vetrx/core/operations/SandboxRecommend';
import { SandboxRenewDocument } from '@vetrx/core/operations/SandboxRenew';
import { SandboxSetClockDocument } from '@vetrx/core/operations/SandboxSetClock';
import { SandboxStateDocument } from '@vetrx/core/operations/SandboxState';
import { SandboxTickDocument } from '@vetrx/core/operations/SandboxTick';
import { SANDBOX_LINE_STOPS, SANDBOX_LIMITS } from '@vetrx/core/sandbox';
import { createCommand, globalOptions } from '../lib/command.js';
import { connect, examples } from '../lib/connect.js';
import type { CliIO } from '../lib/io.js';
import { formatFields, formatJson } from '../lib/output.js';

/** Prints an answer: JSON with --json, else one field a line. */
function print(io: CliIO, cmd: Command, value: Record<string, unknown>): void {
  if (globalOptions(cmd).json) io.stdout(formatJson(value, { compact: true }));
  else io.stdout(formatFields(Object.entries(value).map(([k, v]) => [k, v == null ? '—' : String(v)] as const)));
}

/** Runs an operation with the session's client. */
async function run<T>(io: CliIO, cmd: Command, work: (client: Awaited<ReturnType<typeof connect>>['client']) => Promise<T>): Promise<T> {
  return work((await connect(cmd, io)).client);
}

const orderOptions = (c: Command) =>
  c
    .requiredOption('--location <id>', 'location id')
    .requiredOption('--client <id>', 'location client id (the pet owner)')
    .requiredOption('--patient <id>', 'location patient id (the pet)')
    .requiredOption('--product <id>', 'product id')
    .option('--quantity <n>', 'quantity (1 to 9999)', '1');

const orderInput = (o: Record<string, string | boolean | undefined>) => ({
  locationId: String(o.location),
  locationClientId: String(o.client),
  locationPatientId: String(o.patient),
  productId: String(o.product),
  quantity: Number(o.quantity),
  isAutoship: o.autoship === true,
});

/**
 * `vetrx sandbox …`: drives the sandbox storefront, pharmacy and clock (issue 14)
 * over the Sandbox* operations — place an order, raise requests, advance the pharmacy, tick the clock.
 * Refused in production, and outside development for anyone but a support user.
 *
 * @example
 * program.addCommand(sandboxCommand(program, io));
 */
export function sandboxCommand(program: Command, io: CliIO): Command {
  const sandbox = createCommand('sandbox', program).description('Drive the sandbox storefront, pharmacy and clock (development and support only)');
  sandbox.addHelpText(
    'after',
    examples(
      'vetrx sandbox state',
      'vetrx sandbox order --location 1 --client 12 --patient 30 --product 101 --quantity 2 --autoship',
      'vetrx sandbox tick --location 1 --ticks 6 --traffic',
      'vetrx sandbox clock --every 10 --traffic 8',
    ),
  );
  const sub = (name: string) => {
    const c = createCommand(name, sandbox);
    sandbox.addCommand(c);
    return c;
  };

  sub('state')
    .description('Show the sandbox clock (runs SandboxState)')
    .action(async (_o: unknown, cmd: Command) => print(io, cmd, (await run(io, cmd, (c) => c.request(SandboxStateDocument))).sandboxState));

  orderOptions(sub('order').description('A pet owner orders: an order with a fillable Rx, else a Client Request task (runs SandboxPlaceOrder)'))
    .option('--autoship', 'an autoship order')
    .addHelpText('after', '\nExample:\n  vetrx sandbox order --location 1 --client 12 --patient 30 --product 101 --quantity 2 --autoship')
    .action(async (o: Record<string, string | boolean>, cmd: Command) =>
      print(io, cmd, (await run(io, cmd, (c) => c.request(SandboxPlaceOrderDocument, { input: orderInput(o) }))).sandboxPlaceOrder),
    );

  orderOptions(sub('recommend').description('A Recommendation Request awaiting a vet (runs SandboxRecommend)')).action(async (o: Record<string, string>, cmd: Command) =>
    print(io, cmd, { taskId: (await run(io, cmd, (c) => c.request(SandboxRecommendDocument, { input: orderInput(o) }))).sandboxRecommend }),
  );

  sub('renew')
    .description('A Renewal Request for a prescription (runs SandboxRenew)')
    .requiredOption('--prescription <id>', 'prescription id')
    .action(async (o: { prescription: string }, cmd: Command) =>
      print(io, cmd, { taskId: (await run(io, cmd, (c) => c.request(SandboxRenewDocument, { prescriptionId: o.prescription }))).sandboxRenew }),
    );

  sub('expiring')
    .description('Expiring Rx tasks for prescriptions expiring within a month (runs SandboxGenerateExpiring)')
    .requiredOption('--location <id>', 'location id')
    .action(async (o: { location: string }, cmd: Command) =>
      print(io, cmd, { raised: (await run(io, cmd, (c) => c.request(SandboxGenerateExpiringDocument, { locationId: o.location }))).sandboxGenerateExpiring }),
    );

  sub('pharmacy')
    .description('One pharmacy step on a prescription, or record its hard copy (runs SandboxAdvancePrescription / SandboxReceiveHardCopy)')
    .requiredOption('--prescription <id>', 'prescription id')
    .addOption(new Option('--outcome <outcome>', 'what the pharmacy answers').choices(['accept', 'moreInfo', 'decline']).default('accept'))
    .option('--hard-copy', 'the physical hard copy reaches the pharmacy (controlled substances)')
    .action(async (o: { prescription: string; outcome: string; hardCopy?: boolean }, cmd: Command) => {
      if (o.hardCopy) {
        const r = await run(io, cmd, (c) => c.request(SandboxReceiveHardCopyDocument, { prescriptionId: o.prescription }));
        return print(io, cmd, { hardCopyReceived: r.sandboxReceiveHardCopy });
      }
      const r = await run(io, cmd, (c) => c.request(SandboxAdvancePrescriptionDocument, { prescriptionId: o.prescription, outcome: o.outcome }));
      print(io, cmd, { rxStatus: r.sandboxAdvancePrescription ?? 'unchanged (nothing to do, or waiting for the hard copy)' });
    });

  sub('line')
    .description('Move an order line one step on, or stop it (runs SandboxMoveOrderLine)')
    .requiredOption('--line <id>', 'order line item id')
    .addOption(new Option('--stop <how>', 'stop the line instead').choices(Object.keys(SANDBOX_LINE_STOPS)))
    .action(async (o: { line: string; stop?: string }, cmd: Command) =>
      print(io, cmd, { status: (await run(io, cmd, (c) => c.request(SandboxMoveOrderLineDocument, { lineItemId: o.line, stop: o.stop ?? null }))).sandboxMoveOrderLine }),
    );

  sub('tick')
    .description(`Tick the sandbox clock 1 to ${SANDBOX_LIMITS.maxTicks} times (runs SandboxTick)`)
    .option('--location <id>', 'only this location (default: every location you may drive)')
    .option('--ticks <n>', 'how many ticks', '1')
    .option('--traffic', 'the storefront also brings new requests and orders (seeded), as automatic ticks do')
    .addHelpText('after', '\nExample:\n  vetrx sandbox tick --location 1 --ticks 6 --traffic')
    .action(async (o: { location?: string; ticks: string; traffic?: boolean }, cmd: Command) =>
      print(io, cmd, (await run(io, cmd, (c) => c.request(SandboxTickDocument, { locationId: o.location ?? null, ticks: Number(o.ticks), traffic: o.traffic === true }))).sandboxTick),
    );

  sub('clock')
    .description('Set the automatic clock and the traffic rate (runs SandboxSetClock)')
    .requiredOption('--every <seconds>', 'seconds between automatic ticks, 0 turns them off (development only)')
    .option('--traffic <perHour>', 'new storefront events per location per sandbox hour (0 to 60)')
    .addHelpText('after', '\nExample:\n  vetrx sandbox clock --every 10 --traffic 8')
    .action(async (o: { every: string; traffic?: string }, cmd: Command) =>
      print(
        io,
        cmd,
        (await run(io, cmd, (c) => c.request(SandboxSetClockDocument, { tickSeconds: Number(o.every), trafficPerHour: o.traffic == null ? null : Number(o.traffic) }))).sandboxSetClock,
      ),
    );

  return sandbox;
}
