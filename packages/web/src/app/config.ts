/**
 * Runtime configuration, read from the server at start-up (`GET /config.json`). The identity provider
 * is never hard-coded: without a usable configuration the app does not start (admin §2.1).
 */
import * as z from 'zod/mini';

/**
 * zod's tree-shakable build: this schema is the only one the first page needs, and the full build
 * added ~20 KB gzipped to every first load (issue 13, decision 0211).
 */
const appConfigSchema = z.object({
  issuer: z.url(),
  clientId: z.string().check(z.minLength(1)),
  audience: z.optional(z.string().check(z.minLength(1))),
  graphqlUrl: z.string().check(z.minLength(1)),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/** Thrown when /config.json is missing or unusable; main.tsx shows it instead of the app. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Loads and validates /config.json.
 *
 * @example
 * const config = await loadConfig(fetch); // { issuer: 'http://localhost:4000/oidc', clientId: 'vetrx-web', … }
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch, url = '/config.json'): Promise<AppConfig> {
  let body: unknown;
  try {
    const res = await fetchImpl(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) throw new ConfigError(`The server answered ${res.status} for ${url}.`);
    body = await res.json();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`Could not read ${url}: ${(error as Error).message}`);
  }
  const parsed = appConfigSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
    throw new ConfigError(`The identity provider configuration in ${url} is incomplete (${fields}).`);
  }
  return parsed.data;
}

/** The GraphQL endpoint as an absolute URL (the config may give a path on this origin). */
export function graphqlEndpoint(config: AppConfig, origin = window.location.origin): string {
  return new URL(config.graphqlUrl, origin).toString();
}
