/**
 * A guard for every server test file: a statement handed to the driver while its connection was still
 * running another fails the file. node-postgres 8 queues it with a deprecation warning (once per
 * process) and version 9 drops that queue; the pool's connections queue such statements themselves
 * (`runStatementsInTurn`, db/client.ts), so the warning means a connection without it.
 * And a statement sent through the pool while its request held a transaction (* pool-reads.ts) fails the file too, naming the statement and where it was sent from.
 */
import { afterAll, expect } from 'vitest';
import { poolReadsInTransactions } from './pool-reads.js';

const QUEUED = 'already executing a query';
const KEY = Symbol.for('vetrx.test.queuedQueryWarnings');
const holder = globalThis as { [KEY]?: string[] };
// Test files share a worker's modules and process (vitest.config.ts): one listener per process.
if (!holder[KEY]) {
  const seen: string[] = [];
  holder[KEY] = seen;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes(QUEUED)) seen.push(warning.stack ?? warning.message);
  });
}

afterAll(() => {
  const found = holder[KEY]!.splice(0);
  expect(found, 'a statement reached node-postgres while its connection ran another: a connection without runStatementsInTurn (db/client.ts)').toEqual([]);
});

afterAll(() => {
  const found = poolReadsInTransactions().splice(0);
  expect(found, 'a statement went through the pool while its request held a transaction: read through the transaction').toEqual([]);
});
