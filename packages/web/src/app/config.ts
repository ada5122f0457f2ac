/**
 * Runtime configuration, given by the server at start-up: written into the page it serves, or else read from
 * `GET /config.json`. The identity provider is never hard-coded: without a usable configuration the app
 * does not start (admin §2.1).
 */
import { WEB_CONFIG_ELEMENT_ID } from '@vetrx/core/api';

/** What /config.json must give: the identity provider, the client and the GraphQL endpoint. */
export interface AppConfig {
  issuer: string;
  clientId: string;
  audience?: string;
  graphqlUrl: string;
}

function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks the body by hand: this is the only validation the first page needs, and even zod's
 * tree-shakable build (`zod/mini`) added 14 KB gzipped to every first load (issue 13).
 * Same rules as the schema it replaces: `issuer` a parseable URL (trimmed, tabs and line breaks
 * removed, as zod's `z.url()` returned it), `clientId` and `graphqlUrl` non-empty strings, `audience`
 * absent or a non-empty string; other keys are dropped. Returns the config or the failing field names.
 */
function parseAppConfig(body: unknown): { ok: true; value: AppConfig } | { ok: false; fields: string[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, fields: [] };
  const o = body as Record<string, unknown>;
  const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
  const issuer = typeof o.issuer === 'string' ? o.issuer.trim() : null;
  const fields: string[] = [];
  if (issuer === null || !parsesAsUrl(issuer)) fields.push('issuer');
  if (!nonEmpty(o.clientId)) fields.push('clientId');
  if (o.audience !== undefined && !nonEmpty(o.audience)) fields.push('audience');
  if (!nonEmpty(o.graphqlUrl)) fields.push('graphqlUrl');
  if (fields.length > 0) return { ok: false, fields };
  const value: AppConfig = { issuer: issuer!.replace(/[\t\n\r]/g, ''), clientId: o.clientId as string, graphqlUrl: o.graphqlUrl as string };
  if (o.audience !== undefined) value.audience = o.audience as string;
  return { ok: true, value };
}

/** Thrown when /config.json is missing or unusable; main.tsx shows it instead of the app. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Where the server gives the configuration besides the page. */
const CONFIG_URL = '/config.json';

/** What a configuration that does not pass says (the fields that failed, or the root). */
function incomplete(url: string, fields: string[]): ConfigError {
  return new ConfigError(`The identity provider configuration in ${url} is incomplete (${fields.join(', ') || '(root)'}).`);
}

/**
 * The configuration the server wrote into the page (`WEB_CONFIG_ELEMENT_ID`: /config.json's body, in place of
 * index.html's preload of it), validated as {@link loadConfig} validates /config.json; null when the page has
 * none (the development server's page, another host's), which then asks /config.json.
 *
 * @example
 * const config = configFromPage() ?? loadConfig();
 */
export function configFromPage(doc: Pick<Document, 'getElementById'> = document): Promise<AppConfig> | null {
  // Errors name /config.json: the page holds its body, and an administrator reads the same there.
  const text = doc.getElementById(WEB_CONFIG_ELEMENT_ID)?.textContent;
  if (text == null) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return Promise.reject(new ConfigError(`Could not read ${CONFIG_URL}: ${(error as Error).message}`));
  }
  const parsed = parseAppConfig(body);
  return parsed.ok ? Promise.resolve(parsed.value) : Promise.reject(incomplete(CONFIG_URL, parsed.fields));
}

/**
 * Loads and validates /config.json.
 *
 * @example
 * const config = await loadConfig(fetch); // { issuer: 'http://localhost:4000/oidc', clientId: 'vetrx-web', … }
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch, url = CONFIG_URL): Promise<AppConfig> {
  let body: unknown;
  try {
    const res = await fetchImpl(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) throw new ConfigError(`The server answered ${res.status} for ${url}.`);
    body = await res.json();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`Could not read ${url}: ${(error as Error).message}`);
  }
  const parsed = parseAppConfig(body);
  if (!parsed.ok) throw incomplete(url, parsed.fields);
  return parsed.value;
}

/** The GraphQL endpoint as an absolute URL (the config may give a path on this origin). */
export function graphqlEndpoint(config: AppConfig, origin = window.location.origin): string {
  return new URL(config.graphqlUrl, origin).toString();
}
