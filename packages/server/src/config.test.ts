/** The configuration the server reads from the environment (config.ts): the access cache's bounds (decision 0116). */
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultActiveRequests, loadConfig } from './config.js';

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

describe('VETRX_ACTIVE_REQUESTS (decision 0207)', () => {
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
