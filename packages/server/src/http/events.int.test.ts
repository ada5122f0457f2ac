import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_HEADER,
  APPLICATION_NAME,
  IDEMPOTENCY_KEY_HEADER,
  LIVE_UPDATES_PATH,
  parseSseBlock,
  type LiveChange,
} from '@vetrx/core/api';
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { LOCATION } from '@vetrx/fixtures';
import { testDatabases, type TestServer, useTestServer } from '../testing/index.js';

/** Opens GET /events as a user and collects the change events it receives. */
async function listen(s: TestServer, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${s.url}${LIVE_UPDATES_PATH}`, {
    headers: { authorization: `Bearer ${token}`, [APPLICATION_HEADER]: APPLICATION_NAME },
    signal: controller.signal,
  });
  const changes: LiveChange[] = [];
  let buffer = '';
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const event = parseSseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) changes.push(event.data);
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    changes,
    /** Waits until a change matches, or fails after `ms`. */
    async waitFor(match: (c: LiveChange) => boolean, ms = 3000) {
      await vi.waitFor(() => expect(changes.some(match), `no matching change; got ${JSON.stringify(changes)}`).toBe(true), { timeout: ms, interval: 25 });
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

describe.each(testDatabases())('live updates over /events (%s)', (kind) => {
  const { server: s } = useTestServer(kind);

  it('refuses a caller without a session or without the application header', async () => {
    expect((await fetch(`${s.url}${LIVE_UPDATES_PATH}`, { headers: { [APPLICATION_HEADER]: APPLICATION_NAME } })).status).toBe(401);
    const token = await s.token('vet2@demo.vetrx.dev');
    expect((await fetch(`${s.url}${LIVE_UPDATES_PATH}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(400);
    expect((await fetch(`${s.url}${LIVE_UPDATES_PATH}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, [APPLICATION_HEADER]: APPLICATION_NAME } })).status).toBe(405);
  });

  it("tells a user of each committed change at their locations at once, and nothing of another location's", async () => {
    // vet2 works at Maple Grove and Summit, not at Riverside; vet works at all three.
    const stream = await listen(s, await s.token('vet2@demo.vetrx.dev'));
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const vet = await s.token('vet@demo.vetrx.dev');
    const add = (locationId: number, label: string) =>
      s.gql(AddShortcutDocument.toString(), { shortcutType: 'SIG', label, details: 'Give 1 tablet by mouth daily.', locationId: String(locationId) }, { token: vet });

    expect((await add(LOCATION.riverside, 'Riverside daily')).errors).toBeUndefined();
    expect((await add(LOCATION.mapleGrove, 'Maple daily')).errors).toBeUndefined();
    await stream.waitFor((c) => c.locationId === String(LOCATION.mapleGrove) && c.operation === 'AddShortcut');
    expect(stream.changes.some((c) => c.locationId === String(LOCATION.riverside))).toBe(false);
    // The event names what changed, never the record itself.
    expect(Object.keys(stream.changes[0]).sort()).toEqual(['entity', 'locationId', 'operation']);

    // A refused mutation commits nothing and announces nothing. Changes are told in commit order: a
    // marker committed after it (a shortcut at Summit) is the first change told since.
    const summit = String(LOCATION.summit);
    let before = stream.changes.length;
    expect((await add(LOCATION.mapleGrove, 'QD')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await add(LOCATION.summit, 'Summit marker one')).errors).toBeUndefined();
    await stream.waitFor((c) => c.locationId === summit);
    expect(stream.changes.slice(before).map((c) => c.locationId)).toEqual([summit]);
    before = stream.changes.length;

    // With an Idempotency-Key the change is announced once it commits, and not again on a replay.
    const keyed = { shortcutType: 'SIG', label: 'Keyed daily', details: 'Give 1 tablet by mouth daily.', locationId: String(LOCATION.mapleGrove) };
    const headers = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    expect((await s.gql(AddShortcutDocument.toString(), keyed, { token: vet, headers })).errors).toBeUndefined();
    await stream.waitFor((c) => c.operation === 'AddShortcut' && stream.changes.length === before + 1);
    expect((await s.gql(AddShortcutDocument.toString(), keyed, { token: vet, headers })).errors).toBeUndefined();
    // The replay is not told again: the next change told is a marker committed after it.
    expect((await add(LOCATION.summit, 'Summit marker two')).errors).toBeUndefined();
    await vi.waitFor(() => expect(stream.changes.filter((c) => c.locationId === summit)).toHaveLength(2), { timeout: 3_000, interval: 25 });
    expect(stream.changes.slice(before).map((c) => c.locationId)).toEqual([String(LOCATION.mapleGrove), summit]);
    await stream.close();
  });
});
