import { rmSync } from 'node:fs';

/** Removes the data folder the server used (the server itself is stopped by Playwright). */
export default function globalTeardown(): void {
  const dir = process.env.VETRX_E2E_DATA_DIR;
  if (dir && dir.includes('vetrx-e2e-')) rmSync(dir, { recursive: true, force: true });
}
