import type { Resolvers } from '../generated/resolvers-types.js';
import { mergeResolvers } from './merge.js';
import { answerPreloaded } from './preloaded.js';
import { DateScalar, DateTime, JSONScalar } from '../scalars.js';
import { accessResolvers } from './access.js';
import { adminPracticeResolvers } from './admin-practice.js';
import { auditResolvers } from './audit.js';
import { adminUsersResolvers } from './admin-users.js';
import { approvalsResolvers } from './approvals.js';
import { clientsResolvers } from './clients.js';
import { dashboardResolvers } from './dashboard.js';
import { impersonationResolvers } from './impersonation.js';
import { pimsResolvers } from './pims.js';
import { pimsOutboxResolvers } from './pims-outbox.js';
import { prescribingResolvers } from './prescribing.js';
import { printsResolvers } from './prints.js';
import { safetyResolvers } from './safety.js';
import { sandboxResolvers } from './sandbox.js';
import { typeResolvers } from './types.js';

/**
 * Every resolver map of the API. Feature modules add theirs here (one file per domain under
 * src/graphql/resolvers/). Relations a page's statement preloads answer what their parent carries
 * (preloaded.ts).
 */
export const resolvers: Resolvers = answerPreloaded(mergeResolvers(
  { DateTime, Date: DateScalar, JSON: JSONScalar } as Resolvers,
  { Query: { health: () => 'ok' }, Mutation: { noop: () => true } },
  typeResolvers,
  accessResolvers,
  dashboardResolvers,
  clientsResolvers,
  prescribingResolvers,
  printsResolvers,
  approvalsResolvers,
  adminPracticeResolvers,
  adminUsersResolvers,
  pimsResolvers,
  pimsOutboxResolvers,
  impersonationResolvers,
  sandboxResolvers,
  auditResolvers,
  safetyResolvers,
));
