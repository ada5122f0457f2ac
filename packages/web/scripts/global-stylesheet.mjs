/**
 * Prints the design system's global stylesheet as the build writes it (vite.global-css.ts, decision
 * 0236): `node scripts/global-stylesheet.mjs > global.css`. Run in plain Node, where Emotion renders on
 * the server side (under a test's jsdom it would insert into that document instead).
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('../vite.global-css.ts', import.meta.url)), { configFile: false });
// As the build links it: the global styles, then the plain styles' rules (scripts/plain-stylesheet.mjs).
process.stdout.write((await module.buildStylesheet()).text);
