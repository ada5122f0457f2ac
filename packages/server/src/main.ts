#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { startServer } from './start.js';

const here = dirname(fileURLToPath(import.meta.url));
const defaultWebDist = resolve(here, '..', '..', 'web', 'dist');

try {
  const config = loadConfig(process.env, {});
  if (!config.webDist && existsSync(defaultWebDist)) config.webDist = defaultWebDist;
  const running = await startServer(config);
  const shutdown = async () => {
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(`\nVetRx cannot start: ${e.message}\n`);
    process.exit(1);
  }
  throw e;
}
