import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../messages/users.js';
import { userAdminReach } from './user-admin.js';

const { sees: seesUsersAt, manages: managesUsersAt, decision: manageUsersDecision } = userAdminReach;

describe('the user administration reach', () => {
  const practice = { visible: [1, 2], manageable: [2] };
  const support = { visible: null, manageable: null };

  it('sees and manages where the reach says, and everywhere for null lists', () => {
    expect([seesUsersAt(practice, 1), seesUsersAt(practice, 3), seesUsersAt(support, 99)]).toEqual([true, false, true]);
    expect([managesUsersAt(practice, 1), managesUsersAt(practice, 2), managesUsersAt(support, 99)]).toEqual([false, true, true]);
  });

  it('answers NOT_FOUND elsewhere, FORBIDDEN where the caller only sees, and allows where they manage', () => {
    expect(manageUsersDecision(practice, 3, 'User')).toEqual({ allowed: false, code: 'NOT_FOUND', message: 'User not found' });
    expect(manageUsersDecision(practice, 1)).toEqual({ allowed: false, code: 'FORBIDDEN', message: USER_MESSAGES.cannotManageUsers });
    expect(manageUsersDecision(practice, 2)).toEqual({ allowed: true });
    expect(manageUsersDecision(support, 7)).toEqual({ allowed: true });
  });
});
