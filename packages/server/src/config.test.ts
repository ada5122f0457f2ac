/** The configuration the server reads from the environment (config.ts): the access cache's bounds (decision 0116). */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
