import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempConfigDir } from '../../test/helpers.js';
import { CliError } from './errors.js';
import { configDir, CredentialStore, type StoredLogin } from './credentials.js';

const login = (server: string, username = 'vet@demo.vetrx.dev'): StoredLogin => ({
  server,
  issuer: `${server}/oidc`,
  clientId: 'vetrx-cli',
  tokenEndpoint: `${server}/oidc/token`,
  revocationEndpoint: `${server}/oidc/token/revocation`,
  accessToken: 'access',
  refreshToken: 'refresh',
  idToken: 'id',
  expiresAt: 1_900_000_000_000,
  username,
});

describe('CredentialStore', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it('round-trips a login per server and makes the last one the saved profile', () => {
    const tmp = tempConfigDir();
    cleanup = tmp.cleanup;
    const dir = join(tmp.dir, 'nested', 'vetrx');
    const store = new CredentialStore(dir);
    expect(store.currentServer()).toBeUndefined();

    store.save(login('http://a.example'));
    store.save(login('http://b.example', 'staff@demo.vetrx.dev'));
    const again = new CredentialStore(dir);
    expect(again.get('http://a.example')).toEqual(login('http://a.example'));
    expect(again.get('http://b.example')?.username).toBe('staff@demo.vetrx.dev');
    expect(again.currentServer()).toBe('http://b.example');

    store.save({ ...login('http://a.example'), accessToken: 'renewed' }, { makeCurrent: false });
    expect(again.currentServer()).toBe('http://b.example');
    expect(again.get('http://a.example')?.accessToken).toBe('renewed');
  });

  it('writes the file readable by the owner only (0600) in a 0700 folder, also over a looser existing file', () => {
    const tmp = tempConfigDir();
    cleanup = tmp.cleanup;
    const dir = join(tmp.dir, 'vetrx');
    const store = new CredentialStore(dir);
    store.save(login('http://a.example'));
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);

    writeFileSync(store.path, JSON.stringify({ version: 1, profiles: {} }), { mode: 0o644 });
    store.save(login('http://a.example'));
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
  });

  it('removes a login and keeps its server as the current one, so the next login goes back there', () => {
    const tmp = tempConfigDir();
    cleanup = tmp.cleanup;
    const store = new CredentialStore(tmp.dir);
    store.save(login('http://a.example'));
    store.save(login('http://b.example'));
    expect(store.remove('http://b.example')?.server).toBe('http://b.example');
    expect(store.get('http://b.example')).toBeUndefined();
    // Not moved on to a's login: commands without --server stay with the server used last.
    expect(store.currentServer()).toBe('http://b.example');
    expect(store.get('http://a.example')?.server).toBe('http://a.example');
    expect(store.remove('http://nowhere.example')).toBeUndefined();
    store.remove('http://a.example');
    expect(new CredentialStore(tmp.dir).currentServer()).toBe('http://b.example');
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(store.path, 'utf8'))).toEqual({ version: 1, current: 'http://b.example', profiles: {} });
  });

  it('explains a damaged file instead of crashing', () => {
    const tmp = tempConfigDir();
    cleanup = tmp.cleanup;
    const store = new CredentialStore(tmp.dir);
    writeFileSync(store.path, '{not json');
    expect(() => store.currentServer()).toThrow(CliError);
    expect(() => store.currentServer()).toThrow(/not valid JSON/);
  });
});

describe('configDir', () => {
  it('uses $VETRX_CONFIG_DIR, else ~/.config/vetrx', () => {
    expect(configDir({ VETRX_CONFIG_DIR: '/tmp/x', HOME: '/home/ann' })).toBe('/tmp/x');
    expect(configDir({ HOME: '/home/ann' })).toBe('/home/ann/.config/vetrx');
  });
});
