/**
 * One server instance for the write-back crash test (outbox-crash.int.test.ts): the whole server from
 * the environment, as src/main.ts starts it, with the sandbox PIMS holding each write's answer
 * VETRX_TEST_WRITE_HOLD_MS after recording it, so the test can kill the instance between the PIMS's
 * write and the commit of "sent".
 */
import { loadConfig } from '../config.js';
import { setSandboxWriteFaults } from '../pims/sandbox.js';
import { startServer } from '../start.js';

setSandboxWriteFaults({ holdMs: Number(process.env.VETRX_TEST_WRITE_HOLD_MS ?? 0) });
await startServer(loadConfig(process.env), { quiet: true });
process.stdout.write('listening\n');
