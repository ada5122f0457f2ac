/**
 * The mixed workload's load generator (bench/run.ts), on a worker thread: `clients` loops, each posting
 * the next of `requests` as soon as its last answer arrived, for `warmup` + `seconds`; it posts back the
 * latencies of the measured seconds, which operation each was, the errors and the slowest warm-up
 * request, and how many requests were answered in all. Every loop has its own kept-alive connection (bench/http-client.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { keepAliveClient } from './http-client.js';

const { url, headers, requests, clients, seconds, warmup } = workerData as {
  url: string;
  headers: Record<string, string>;
  requests: string[];
  clients: number;
  seconds: number;
  warmup: number;
};
const client = keepAliveClient(url, headers, clients);
const latencies: number[] = [];
const ops: number[] = [];
let errors = 0;
let warming = 0;
/** Every request answered, the warm-up's too. */
let answered = 0;
const measuredFrom = Date.now() + warmup * 1000;
const until = measuredFrom + seconds * 1000;
// The parent reads the server's CPU from here on: the measured seconds' CPU, not a cold server's warm-up.
setTimeout(() => parentPort?.postMessage({ measuring: true }), warmup * 1000);

async function loop(k: number) {
  for (let i = k; Date.now() < until; i++) {
    const body = requests[i % requests.length];
    const measured = Date.now() >= measuredFrom;
    const t0 = performance.now();
    try {
      const answer = await client.post(body);
      if (answer.status !== 200 || answer.body.errors) errors++;
    } catch {
      errors++;
    }
    const ms = performance.now() - t0;
    answered++;
    if (!measured) {
      warming = Math.max(warming, ms);
      continue;
    }
    latencies.push(ms);
    ops.push(i % requests.length);
  }
}

await Promise.all(Array.from({ length: clients }, (_, k) => loop(k)));
client.close();
parentPort?.postMessage({ latencies, ops, errors, warming, requests: answered });
