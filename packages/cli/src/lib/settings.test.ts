import { describe, expect, it } from 'vitest';
import { CliError, EXIT_CODES } from './errors.js';
import { DEFAULT_SERVER, normalizeUrl, resolveSetting, resolveSettings } from './settings.js';

describe('resolveSetting', () => {
  it('takes the option first, then the saved profile, then the environment, then the default', () => {
    const all = { option: 'o', profile: 'p', env: 'e', fallback: 'd' };
    expect(resolveSetting(all)).toEqual({ value: 'o', source: 'option' });
    expect(resolveSetting({ ...all, option: undefined })).toEqual({ value: 'p', source: 'profile' });
    expect(resolveSetting({ ...all, option: undefined, profile: undefined })).toEqual({ value: 'e', source: 'environment' });
    expect(resolveSetting({ fallback: 'd' })).toEqual({ value: 'd', source: 'default' });
  });

  it('treats empty strings as absent', () => {
    expect(resolveSetting({ option: '', profile: '  ', env: 'e', fallback: 'd' })).toEqual({ value: 'e', source: 'environment' });
    expect(resolveSetting({ option: '' })).toBeUndefined();
  });
});

describe('resolveSettings', () => {
  const env = { VETRX_SERVER: 'http://env.example:4000', VETRX_TOKEN: 'env-token', VETRX_IMPERSONATE: 'Env@Demo.Vetrx.Dev' };

  it('resolves the server option → saved profile → $VETRX_SERVER → http://localhost:4000', () => {
    const profile = { server: 'http://profile.example' };
    expect(resolveSettings({ server: 'http://option.example/' }, profile, env).server).toEqual({ value: 'http://option.example', source: 'option' });
    expect(resolveSettings({}, profile, env).server).toEqual({ value: 'http://profile.example', source: 'profile' });
    expect(resolveSettings({}, undefined, env).server).toEqual({ value: 'http://env.example:4000', source: 'environment' });
    expect(resolveSettings({}, undefined, {}).server).toEqual({ value: DEFAULT_SERVER, source: 'default' });
  });

  it('takes the token from --token, else $VETRX_TOKEN, else none (the stored login is used)', () => {
    expect(resolveSettings({ token: 'opt-token' }, undefined, env).token).toEqual({ value: 'opt-token', source: 'option' });
    expect(resolveSettings({}, undefined, env).token).toEqual({ value: 'env-token', source: 'environment' });
    expect(resolveSettings({}, undefined, {}).token).toBeUndefined();
  });

  it('takes impersonation from --impersonate, else $VETRX_IMPERSONATE, trimmed and lower-cased', () => {
    expect(resolveSettings({ impersonate: ' Vet@Demo.vetrx.dev ' }, undefined, env).impersonate).toEqual({ value: 'vet@demo.vetrx.dev', source: 'option' });
    expect(resolveSettings({}, undefined, env).impersonate).toEqual({ value: 'env@demo.vetrx.dev', source: 'environment' });
    expect(resolveSettings({}, undefined, {}).impersonate).toBeUndefined();
  });

  it('refuses a server that is not an http(s) URL, naming the option or the variable', () => {
    const fromOption = (() => {
      try {
        resolveSettings({ server: 'localhost:4000' }, undefined, {});
      } catch (e) {
        return e;
      }
    })();
    expect(fromOption).toBeInstanceOf(CliError);
    expect((fromOption as CliError).exitCode).toBe(EXIT_CODES.usage);
    expect(Object.keys((fromOption as CliError).fields)).toEqual(['--server']);

    expect(() => resolveSettings({}, undefined, { VETRX_SERVER: 'ftp://x' })).toThrow(CliError);
    try {
      resolveSettings({}, undefined, { VETRX_SERVER: 'ftp://x' });
    } catch (e) {
      expect(Object.keys((e as CliError).fields)).toEqual(['VETRX_SERVER']);
    }
  });

  it('refuses a token with spaces (e.g. "Bearer …")', () => {
    expect(() => resolveSettings({ token: 'Bearer abc' }, undefined, {})).toThrow(CliError);
  });
});

describe('normalizeUrl', () => {
  it('drops the trailing slash, query and fragment but keeps a path', () => {
    expect(normalizeUrl('https://vetrx.example/portal/?x=1#y')).toBe('https://vetrx.example/portal');
    expect(normalizeUrl('http://localhost:4000/')).toBe('http://localhost:4000');
  });
});
