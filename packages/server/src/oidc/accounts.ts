import { timingSafeEqual } from 'node:crypto';
import { demoAccounts } from '@vetrx/fixtures';
import type { Db } from '../db/client.js';
import { userByUsername } from '../repositories/sign-in.js';
import type { AccountStore } from './provider.js';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The embedded provider's accounts: users of our database that are demo accounts (fixtures), checked
 * against the demo password. Disabled users (isEnabledInOkta false) cannot sign in.
 */
export function demoAccountStore(db: Db): AccountStore {
  const passwords = new Map(demoAccounts.map((a) => [a.username.toLowerCase(), a.password]));
  async function find(username: string) {
    const row = await userByUsername(db, username.toLowerCase());
    if (!row || !row.isEnabledInOkta) return null;
    return { username: row.username, email: row.email, firstName: row.firstName, lastName: row.lastName };
  }
  return {
    find,
    async verify(username, password) {
      const expected = passwords.get(username.toLowerCase());
      if (!expected || !same(expected, password)) return false;
      return (await find(username)) !== null;
    },
  };
}
