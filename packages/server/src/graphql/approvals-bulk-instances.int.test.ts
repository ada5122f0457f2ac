/**
 * A bulk approval split across two instances of the server over one database (issue 41),
 * as a round-robin load balancer splits it: the summary is opened by BulkApprovalPreview on A, the
 * identity provider's re-sign-in page is served by B and says what the sign-in confirms, and the approval
 * sent to B approves what A showed; the confirmation is then spent on A too. Two apps (createApp) with
 * their own ID-token verifiers, identity providers and caches; on PostgreSQL each with its own pool, on
 * PGlite over the one handle (PGlite is one process's database). Separate processes:
 * src/live/instances.int.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_HEADER, APPLICATION_NAME } from '@vetrx/core/api';
import { BulkApprovalPreviewDocument } from '@vetrx/core/operations/BulkApprovalPreview';
import { BulkApprovePrescriptionTasksDocument } from '@vetrx/core/operations/BulkApprovePrescriptionTasks';
import { APPROVALS_TRIAGE_MESSAGES } from '@vetrx/core/messages';
import { DEMO_PASSWORD, LOCATION } from '@vetrx/fixtures';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createApp, type App } from '../http/app.js';
import { attachDraft, freePort, myLocationUser, plainPendingTasks, signIn, testDatabases, useTestServer } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove);
const B = APPROVALS_TRIAGE_MESSAGES.bulk;
type Item = { prescriptionTaskId: string; qualifies: boolean; approved: boolean; reasons: string[] };

describe.each(testDatabases())('a bulk approval split across two instances (%s)', (kind) => {
  const { server: a, tokens } = useTestServer(kind, { users: ['vet'] });
  let b: App;
  let bUrl = '';
  let bDatabase: DatabaseHandle | null = null;
  let dataDir = '';
  beforeAll(async () => {
    // B: another app behind A's public address (the issuer tokens name), nothing shared but the database.
    bDatabase = kind === 'postgres' ? await openDatabase({ url: a.database.location }) : null;
    dataDir = mkdtempSync(join(tmpdir(), 'vetrx-b-'));
    const port = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: a.url, VETRX_DATA_DIR: dataDir, VETRX_SEED: '0' });
    b = await createApp(config, bDatabase ?? a.database, { logger: { ...console, error: () => undefined } as Console });
    await b.listen();
    bUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const gql = async (origin: string, doc: { toString(): string }, variables: Record<string, unknown>) => {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [APPLICATION_HEADER]: APPLICATION_NAME, authorization: `Bearer ${tokens.vet}` },
      body: JSON.stringify({ query: doc.toString(), variables }),
    });
    return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  };

  it('opens the summary on A; B serves the re-sign-in page saying what it confirms and approves what A showed; the confirmation is spent everywhere', async () => {
    const vetLu = Number((await myLocationUser(a, tokens.vet, MG)).id);
    const rows = await plainPendingTasks(a.database.db, LOCATION.mapleGrove, 4, { withoutDraft: true });
    expect(rows).toHaveLength(4);
    for (const { task } of rows) await attachDraft(a.database.db, task, { vetLocationUserId: vetLu, refills: 1 });
    const ids = rows.map((r) => String(r.task.id));

    const preview = await gql(a.url, BulkApprovalPreviewDocument, { locationId: MG, prescriptionTaskIds: ids });
    expect(preview.errors).toBeUndefined();
    const { nonce, items } = preview.data.bulkApprovalPreview as { nonce: string; items: Item[] };
    const qualifying = items.filter((i) => i.qualifies).map((i) => i.prescriptionTaskId);
    expect(qualifying.length).toBeGreaterThan(0);

    // The re-authentication: authorized through the public address (A), its sign-in form served and posted on B.
    let page = '';
    const { idToken } = await signIn({ origin: a.url, username: 'vet@demo.vetrx.dev', password: DEMO_PASSWORD, maxAge: 0, nonce, interactionOrigin: bUrl, onSignInPage: (html) => (page = html) });
    expect(page).toContain(`<h1>${B.reauthPage.title(qualifying.length)}</h1>`);
    expect(page).toMatch(/<input id="username" name="username" type="email" required readonly value="vet@demo\.vetrx\.dev"/);

    const done = await gql(bUrl, BulkApprovePrescriptionTasksDocument, { locationId: MG, prescriptionTaskIds: ids, idToken });
    expect(done.errors).toBeUndefined();
    const result = done.data.bulkApprovePrescriptionTasks as Item[];
    expect(result.filter((r) => r.approved).map((r) => r.prescriptionTaskId)).toEqual(qualifying);

    // Taken on B: A refuses the same confirmation, and B's sign-in page is the plain one again.
    const replay = await gql(a.url, BulkApprovePrescriptionTasksDocument, { locationId: MG, prescriptionTaskIds: ids, idToken });
    expect(replay.errors?.[0]).toMatchObject({ message: B.refusals.reviewUsed, extensions: { code: 'UNAUTHENTICATED' } });
    await signIn({ origin: a.url, username: 'vet@demo.vetrx.dev', password: DEMO_PASSWORD, maxAge: 0, nonce, interactionOrigin: bUrl, onSignInPage: (html) => (page = html) });
    expect(page).toContain('<h1>Sign in</h1>');
    expect(page).toContain('<input id="username" name="username" type="email" required autofocus value=""');
  });
});
