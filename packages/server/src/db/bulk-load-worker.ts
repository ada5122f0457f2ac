/**
 * The generating half of the bulk loader (db/bulk-load.ts): runs the scale generator in its own thread
 * and hands each batch to the loader as COPY text, at most a few batches ahead of what the loader has
 * written, so generation and the database's work overlap on two cores.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { generateScaleDataset, type ScaleOptions } from '@vetrx/fixtures';
import * as schema from './schema/index.js';
import { copyText } from './copy-text.js';

/** Batches the worker may be ahead of the loader. */
const AHEAD = 4;

/** A batch as the loader receives it. */
export type WorkerMessage =
  | { kind: 'batch'; table: string; key: string; columns: string[]; rows: number; data: Uint8Array }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

const port = parentPort;
if (port) {
  const batches = generateScaleDataset(workerData as ScaleOptions);
  const encoder = new TextEncoder();
  let credits = AHEAD;
  const pump = () => {
    try {
      while (credits > 0) {
        const next = batches.next();
        if (next.done) {
          port.postMessage({ kind: 'done' } satisfies WorkerMessage);
          return;
        }
        const { table, rows } = next.value;
        if (rows.length === 0) continue;
        const drizzleTable = schema[table] as PgTable;
        const { columns, text } = copyText(drizzleTable, rows as unknown as ReadonlyArray<Record<string, unknown>>);
        const data = encoder.encode(text);
        port.postMessage({ kind: 'batch', table: getTableName(drizzleTable), key: table, columns, rows: rows.length, data } satisfies WorkerMessage, [data.buffer]);
        credits--;
      }
    } catch (e) {
      port.postMessage({ kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) } satisfies WorkerMessage);
    }
  };
  port.on('message', () => {
    credits++;
    pump();
  });
  pump();
}
