import { openDatabase, migrateDatabase } from '../src/db/client.js';
const h = await openDatabase({ url: process.env.DATABASE_URL }); const t0 = performance.now(); await migrateDatabase(h); console.log('migrated in', ((performance.now()-t0)/1000).toFixed(1), 's'); await h.close();
