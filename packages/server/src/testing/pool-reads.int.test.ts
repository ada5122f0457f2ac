import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase, testDatabases } from './harness.js';
import { poolReadsInTransactions } from './pool-reads.js';

describe.runIf(testDatabases().includes('postgres'))('the guard against pool reads inside a transaction', () => {
  it('records a read through the pool while a transaction is open, and not one through the transaction or after it', async () => {
    const h = await freshDatabase('postgres');
    try {
      await h.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await h.db.execute(sql`select 2 as through_the_pool`);
      });
      await h.db.execute(sql`select 3`);
      const found = poolReadsInTransactions().splice(0);
      expect(found).toHaveLength(1);
      expect(found[0]).toContain('through_the_pool');
    } finally {
      await h.close();
    }
  });
});
