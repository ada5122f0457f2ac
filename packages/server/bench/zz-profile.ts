import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { GetPrescriptionTasksGroupedDocument } from '@vetrx/core/api';
import { APPLICATION_HEADER, APPLICATION_NAME } from '@vetrx/core/api';
import { openDatabase } from '../src/db/client.js';
import { startTestServer } from '../src/testing/index.js';
import { keepAliveClient } from './http-client.js';
const handle = await openDatabase({ url: process.env.DATABASE_URL });
const server = await startTestServer({ database: handle });
const token = await server.token('vet@demo.vetrx.dev');
const client = keepAliveClient(`${server.url}/graphql`, { [APPLICATION_HEADER]: APPLICATION_NAME, authorization: `Bearer ${token}` });
const body = JSON.stringify({ query: GetPrescriptionTasksGroupedDocument.toString(), variables: { locationId: '1', status: ['PENDING'], take: 10, groupTake: 10, skip: 0 } });
for (let i = 0; i < 100; i++) await client.post(body);
const profiling = process.env.PROFILE === '1';
const session = new Session(); session.connect();
if (profiling) { await session.post('Profiler.enable'); await session.post('Profiler.setSamplingInterval', { interval: 100 }); await session.post('Profiler.start'); }
const c0 = process.cpuUsage();
const n = Number(process.env.N ?? 300);
for (let i = 0; i < n; i++) await client.post(body);
const c = process.cpuUsage(c0);
console.log('user', (c.user/1000/n).toFixed(2), 'system', (c.system/1000/n).toFixed(2));
if (!profiling) { client.close(); await server.close(); process.exit(0); }
const { profile } = await session.post('Profiler.stop');
writeFileSync('/tmp/perf-scratch/prof.cpuprofile', JSON.stringify(profile));
console.log('cpu ms per request (server+client in-process):', ((c.user + c.system) / 1000 / n).toFixed(2));
// self time by function
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((nd: any) => [nd.id, nd]));
const dt = profile.timeDeltas as number[]; const samples = profile.samples as number[];
samples.forEach((id, i) => { const nd: any = byId.get(id); const k = `${nd.callFrame.functionName || '(anon)'} ${nd.callFrame.url.split('/').slice(-3).join('/')}:${nd.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); });
const total = [...self.values()].reduce((a, b) => a + b, 0);
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / total * 100).toFixed(1).padStart(5), k);
client.close(); await server.close();
