/** The configuration the server reads from the environment (config.ts): the access cache's bounds. */
import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { auditKeyring } from '@vetrx/core/audit';
import { DEVELOPMENT_AUDIT_KEY } from './config.js';
import { ConfigError, databaseOnThisMachine, defaultActiveRequests, loadConfig, parseWorkers } from './config.js';

const base = { NODE_ENV: 'test', VETRX_DATA_DIR: '/tmp/vetrx-config-test' };

describe('VETRX_ACCESS_CACHE_SECONDS', () => {
  it('defaults to 30 seconds and takes whole seconds from 0 to 300', () => {
    expect(loadConfig(base).accessCacheSeconds).toBe(30);
    expect(loadConfig({ ...base, VETRX_ACCESS_CACHE_SECONDS: '0' }).accessCacheSeconds).toBe(0);
    expect(loadConfig({ ...base, VETRX_ACCESS_CACHE_SECONDS: '300' }).accessCacheSeconds).toBe(300);
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const bad of ['-1', '301', '1.5', 'soon', '30s']) {
      expect(() => loadConfig({ ...base, VETRX_ACCESS_CACHE_SECONDS: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, VETRX_ACCESS_CACHE_SECONDS: bad }), bad).toThrow(/VETRX_ACCESS_CACHE_SECONDS must be a whole number of seconds from 0 to 300/);
    }
  });
});

describe('VETRX_DB_POOL_MAX', () => {
  it('is 10 unless set, and takes a whole number from 1 to 100', () => {
    expect(loadConfig(base).dbPoolMax).toBe(10);
    expect(loadConfig({ ...base, VETRX_DB_POOL_MAX: ' 24 ' }).dbPoolMax).toBe(24);
    expect(loadConfig({ ...base, VETRX_DB_POOL_MAX: '100' }).dbPoolMax).toBe(100);
    expect(loadConfig({ ...base, VETRX_DB_POOL_MAX: '4' }).dbPoolMax).toBe(4);
    expect(loadConfig({ ...base, VETRX_DB_POOL_MAX: '1' }).dbPoolMax).toBe(1);
  });

  it('refuses no connection at all, more than 100 and anything not a whole number, naming the variable', () => {
    for (const bad of ['0', '101', '-1', '12.5', 'four', '1e1']) {
      expect(() => loadConfig({ ...base, VETRX_DB_POOL_MAX: bad }), bad).toThrow(/VETRX_DB_POOL_MAX must be a whole number from 1 to 100/);
    }
  });
});

describe('VETRX_PREPARED_STATEMENTS', () => {
  it('is on unless turned off', () => {
    expect(loadConfig(base).preparedStatements).toBe(true);
    expect(loadConfig({ ...base, VETRX_PREPARED_STATEMENTS: 'off' }).preparedStatements).toBe(false);
    expect(loadConfig({ ...base, VETRX_PREPARED_STATEMENTS: ' ON ' }).preparedStatements).toBe(true);
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const bad of ['0', 'no', 'true']) expect(() => loadConfig({ ...base, VETRX_PREPARED_STATEMENTS: bad }), bad).toThrow(/VETRX_PREPARED_STATEMENTS must be on or off/);
  });
});

describe('VETRX_ACTIVE_REQUESTS', () => {
  it('defaults to two requests per core, at least 2 and at most 64', () => {
    expect(defaultActiveRequests(1)).toBe(2);
    expect(defaultActiveRequests(2)).toBe(4);
    expect(defaultActiveRequests(12)).toBe(24);
    expect(defaultActiveRequests(48)).toBe(64);
    expect(loadConfig(base).activeRequests).toBe(defaultActiveRequests());
  });

  it('takes a whole number from 1 to 64 and refuses anything else with a message naming the variable', () => {
    expect(loadConfig({ ...base, VETRX_ACTIVE_REQUESTS: '1' }).activeRequests).toBe(1);
    expect(loadConfig({ ...base, VETRX_ACTIVE_REQUESTS: ' 64 ' }).activeRequests).toBe(64);
    for (const bad of ['0', '65', '2.5', 'many', '-4']) {
      expect(() => loadConfig({ ...base, VETRX_ACTIVE_REQUESTS: bad }), bad).toThrow(/VETRX_ACTIVE_REQUESTS must be a whole number from 1 to 64/);
    }
  });
});

describe('VETRX_WORKERS', () => {
  const postgres = { ...base, DATABASE_URL: 'postgres://db.example/vetrx' };

  it('runs one process unless asked, one per core for auto, or the number asked from 1 to 64', () => {
    expect(loadConfig(postgres).workers).toBe(1);
    expect(loadConfig({ ...postgres, VETRX_WORKERS: '3' }).workers).toBe(3);
    expect(parseWorkers('auto', 8)).toBe(8);
    expect(parseWorkers(' AUTO ', 1)).toBe(1);
    expect(parseWorkers('auto', 200)).toBe(64);
    expect(parseWorkers('64')).toBe(64);
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const bad of ['0', '65', '1.5', '-2', 'all']) {
      expect(parseWorkers(bad), bad).toBeNull();
      expect(() => loadConfig({ ...postgres, VETRX_WORKERS: bad }), bad).toThrow(/VETRX_WORKERS must be auto or a whole number from 1 to 64/);
    }
  });

  it('keeps to one process on PGlite, and says why', () => {
    const config = loadConfig({ ...base, VETRX_WORKERS: '4' });
    expect(config.workers).toBe(1);
    expect(config.workersNotice).toMatch(/VETRX_WORKERS=4 needs PostgreSQL \(DATABASE_URL\)/);
    expect(loadConfig({ ...postgres, VETRX_WORKERS: '4' }).workersNotice).toBeUndefined();
  });

  it('leaves PostgreSQL a core of its own when it runs on this machine, and says so', () => {
    expect(parseWorkers('auto', 8, true)).toBe(7);
    expect(parseWorkers('auto', 2, true)).toBe(1);
    expect(parseWorkers('auto', 1, true)).toBe(1);
    expect(parseWorkers('3', 2, true)).toBe(3); // a number is taken as asked
    for (const here of ['postgres://postgres@127.0.0.1:5432/vetrx', 'postgres://localhost/vetrx', 'postgresql://postgres@%2Fvar%2Frun%2Fpostgresql/vetrx', 'postgres:///vetrx?host=/var/run/postgresql', 'postgres://[::1]:5432/vetrx']) {
      expect(databaseOnThisMachine(here), here).toBe(true);
    }
    for (const away of ['postgres://db.example/vetrx', 'postgres://10.0.0.5:5432/vetrx', 'not a url']) expect(databaseOnThisMachine(away), away).toBe(false);
    const cores = availableParallelism();
    const local = loadConfig({ ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/vetrx', VETRX_WORKERS: 'auto' });
    expect(local.workers).toBe(Math.max(1, cores - 1));
    expect(local.workersNotice).toMatch(new RegExp(`^VETRX_WORKERS=auto: PostgreSQL runs on this machine, so VetRx leaves it one of the ${cores} cores`));
    const away = loadConfig({ ...postgres, VETRX_WORKERS: 'auto' });
    expect(away.workers).toBe(Math.min(64, cores));
    expect(away.workersNotice).toBeUndefined();
  });

  it('gives each worker the requests at once of its share of the cores', () => {
    const cores = availableParallelism();
    expect(loadConfig({ ...postgres, VETRX_WORKERS: String(cores) }).activeRequests).toBe(defaultActiveRequests(1));
    expect(loadConfig({ ...postgres, VETRX_WORKERS: String(cores), VETRX_ACTIVE_REQUESTS: '7' }).activeRequests).toBe(7);
  });
});

describe('VETRX_AUDIT_KEY', () => {
  /** The id core gives a key: a keyring of that key alone. */
  const keyId = (secret: string): string => {
    const ring = auditKeyring(secret);
    if (!ring.ok) throw new Error('a key too short for core');
    return ring.value.current.id;
  };
  const prod = { ...base, NODE_ENV: 'production', OIDC_ISSUER: 'https://id.example.com' };
  const key = 'k'.repeat(32);

  it('is required in production, the same on every server; development uses the fixed development key', () => {
    expect(() => loadConfig(prod)).toThrow(/The audit key is not configured: set VETRX_AUDIT_KEY/);
    expect(loadConfig({ ...prod, VETRX_AUDIT_KEY: key }).auditKeys.current.id).toBe(keyId(key));
    expect(loadConfig({ ...prod, VETRX_AUDIT_KEY: key }).auditKeys.current.id).toBe(loadConfig({ ...prod, VETRX_AUDIT_KEY: ` ${key} ` }).auditKeys.current.id);
    expect(loadConfig(base).auditKeys.current.id).toBe(keyId(DEVELOPMENT_AUDIT_KEY));
  });

  it('refuses a short key and keeps previous keys for verifying', () => {
    expect(() => loadConfig({ ...base, VETRX_AUDIT_KEY: 'short' })).toThrow(/VETRX_AUDIT_KEY must be at least 32 characters/);
    expect(() => loadConfig({ ...base, VETRX_AUDIT_KEY: key, VETRX_AUDIT_PREVIOUS_KEYS: 'old' })).toThrow(/VETRX_AUDIT_PREVIOUS_KEYS/);
    const old = 'o'.repeat(40);
    const c = loadConfig({ ...base, VETRX_AUDIT_KEY: key, VETRX_AUDIT_PREVIOUS_KEYS: ` ${old} ,` });
    expect([...c.auditKeys.byId.keys()]).toEqual([keyId(key), keyId(old)]);
  });
});

describe('VETRX_SEED in production', () => {
  const prod = { ...base, NODE_ENV: 'production', OIDC_ISSUER: 'https://id.example.com', VETRX_AUDIT_KEY: 'k'.repeat(32) };

  it('never seeds the demo practice in production, and refuses to be asked to', () => {
    expect(loadConfig(prod).seed).toBe(false);
    expect(loadConfig({ ...prod, VETRX_SEED: '0' }).seed).toBe(false);
    expect(() => loadConfig({ ...prod, VETRX_SEED: '1' })).toThrow(/VETRX_SEED=1 seeds the demo practice, which a production server never does/);
    expect(loadConfig(base).seed).toBe(true);
  });
});
