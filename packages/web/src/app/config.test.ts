import { describe, expect, it } from 'vitest';
import { WEB_CONFIG_ELEMENT_ID } from '@vetrx/core/api';
import { ConfigError, configFromPage, loadConfig } from './config';

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

describe('configFromPage', () => {
  /** A page whose data block holds `text` (as the server writes it), or none. */
  const page = (text?: string) => {
    const doc = document.implementation.createHTMLDocument('VetRx');
    if (text !== undefined) {
      const block = doc.createElement('script');
      block.type = 'application/json';
      block.id = WEB_CONFIG_ELEMENT_ID;
      block.textContent = text;
      doc.head.append(block);
    }
    return doc;
  };

  it('reads the configuration the server wrote into the page, checked as /config.json is', async () => {
    const body = { issuer: 'http://127.0.0.1:4000/oidc', clientId: 'vetrx-web', cliClientId: 'vetrx-cli', audience: 'vetrx-api', graphqlUrl: '/graphql' };
    // As the server escapes it: no `<` in the element's text.
    expect(await configFromPage(page(JSON.stringify({ ...body, clientId: 'a<b' }).replace(/</g, '\\u003c')))).toMatchObject({ clientId: 'a<b' });
    expect(await configFromPage(page(JSON.stringify(body)))).toEqual({ issuer: body.issuer, clientId: 'vetrx-web', audience: 'vetrx-api', graphqlUrl: '/graphql' });
  });

  it('is null for a page without it (the development server\'s): the app then asks /config.json', () => {
    expect(configFromPage(page())).toBeNull();
  });

  it('fails as /config.json fails when the page holds something unusable', async () => {
    await expect(configFromPage(page('{"issuer":"not a url","clientId":"c","graphqlUrl":"/graphql"}'))).rejects.toThrow(
      new ConfigError('The identity provider configuration in /config.json is incomplete (issuer).'),
    );
    await expect(configFromPage(page('{'))).rejects.toBeInstanceOf(ConfigError);
    await expect(configFromPage(page(''))).rejects.toBeInstanceOf(ConfigError);
  });
});
