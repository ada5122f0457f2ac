import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const answer = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loadConfig', () => {
  it('returns the four known fields and drops the rest', async () => {
    const config = await loadConfig(answer({ issuer: ' http://localhost:4000/oidc ', clientId: 'vetrx-web', graphqlUrl: '/graphql', extra: 1 }));
    expect(config).toEqual({ issuer: 'http://localhost:4000/oidc', clientId: 'vetrx-web', graphqlUrl: '/graphql' });
    expect(await loadConfig(answer({ issuer: 'https://id.example', clientId: 'c', audience: 'api', graphqlUrl: 'https://api.example/graphql' }))).toEqual({
      issuer: 'https://id.example',
      clientId: 'c',
      audience: 'api',
      graphqlUrl: 'https://api.example/graphql',
    });
  });

  it('names every unusable field', async () => {
    await expect(loadConfig(answer({ issuer: 'not a url', clientId: '', audience: '', graphqlUrl: 3 }))).rejects.toThrow(
      'The identity provider configuration in /config.json is incomplete (issuer, clientId, audience, graphqlUrl).',
    );
    await expect(loadConfig(answer([]))).rejects.toThrow('is incomplete ((root)).');
  });

  it('reports an HTTP error or an unreadable body as a ConfigError', async () => {
    await expect(loadConfig(answer({}, 404))).rejects.toThrow(new ConfigError('The server answered 404 for /config.json.'));
    const broken = (async () => new Response('{', { status: 200 })) as unknown as typeof fetch;
    await expect(loadConfig(broken)).rejects.toBeInstanceOf(ConfigError);
  });
});
