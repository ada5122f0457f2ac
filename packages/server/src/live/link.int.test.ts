/**
 * An instance's link to PostgreSQL when its connection is lost: the live streams end
 * (clients poll), the process keeps nothing cached meanwhile, and once it has reconnected it hears
 * changes again. PostgreSQL only: on PGlite an instance is alone and has no link connection.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_HEADER,
  APPLICATION_NAME,
  LIVE_UPDATES_PATH,
  parseSseBlock,
  type LiveChange,
} from '@vetrx/core/api';
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { LOCATION } from '@vetrx/fixtures';
import { pollFor as waitFor, useTestServer } from '../testing/index.js';
import { LINK_APPLICATION_NAME } from './link.js';


describe.runIf(process.env.TEST_DATABASE_URL)('an instance whose listening connection is lost (postgres)', () => {
  const { server: s, tokens } = useTestServer('postgres', { users: ['vet', 'vet2'] });

  /** Opens GET /events; collects its changes and notes when it ends. */
  async function stream(token: string) {
    const res = await fetch(`${s.url}${LIVE_UPDATES_PATH}`, { headers: { authorization: `Bearer ${token}`, [APPLICATION_HEADER]: APPLICATION_NAME } });
    const changes: LiveChange[] = [];
    let ended = false;
    if (res.ok) {
      void (async () => {
        const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += value;
            let end;
            while ((end = buffer.indexOf('\n\n')) !== -1) {
              const event = parseSseBlock(buffer.slice(0, end));
              buffer = buffer.slice(end + 2);
              if (event) changes.push(event.data);
            }
          }
        } catch {
          // cut
        }
        ended = true;
      })();
    } else await res.body?.cancel();
    return { status: res.status, changes, ended: () => ended };
  }

  const health = async () => (await (await fetch(`${s.url}/healthz`)).json()) as { listening: boolean; leader: boolean };

  it('ends the live streams, reconnects, and hears changes made elsewhere again', { timeout: 60_000 }, async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const dbName = ((await s.database.db.execute('select current_database() as name')) as unknown as { rows: Array<{ name: string }> }).rows[0].name;
    url.pathname = `/${dbName}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      await waitFor('listening', 10_000, async () => (await health()).listening);
      const open = await stream(tokens.vet2);
      expect(open.status).toBe(200);
      // The link's connection goes (a failover, an administrator's terminate).
      const { rows } = await admin.query<{ n: number }>('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1 and datname = current_database()', [LINK_APPLICATION_NAME]);
      expect(rows[0].n).toBe(1);
      await waitFor('the open stream ends', 5_000, async () => open.ended());
      await waitFor('listening again', 10_000, async () => (await health()).listening);

      // A change written by another instance (a NOTIFY on the channel, as one sends it) reaches a new stream.
      const again = await stream(tokens.vet2);
      expect(again.status).toBe(200);
      await admin.query(`select pg_notify('vetrx_changes', $1)`, [JSON.stringify({ i: 'another-instance', l: String(LOCATION.mapleGrove), e: 'Prescription', o: 'AddPrescription' })]);
      await waitFor("another instance's change", 2_000, async () => again.changes.some((c) => c.operation === 'AddPrescription'));
      // And this instance's own changes still arrive once each.
      const r = await s.gql(AddShortcutDocument.toString(), { shortcutType: 'SIG', label: 'After the cut', details: 'Give 1 tablet by mouth daily.', locationId: String(LOCATION.mapleGrove) }, { token: tokens.vet });
      expect(r.errors).toBeUndefined();
      await waitFor('its own change', 2_000, async () => again.changes.some((c) => c.operation === 'AddShortcut'));
      expect(again.changes.filter((c) => c.operation === 'AddShortcut')).toHaveLength(1);
    } finally {
      await admin.end();
    }
  });
});
