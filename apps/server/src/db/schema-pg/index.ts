import { pgTables } from '../tables';

/**
 * The PostgreSQL tables: the build of db/tables/ for PostgreSQL, under the names the SQLite build
 * has in ../schema (schema-pg.test.ts proves both make the same tables and rows).
 */
export const {
  users,
  sessions,
  emailTokens,
  userProfiles,
  badges,
  userBadges,
  stations,
  dataVersions,
  orders,
  orderEvents,
  manageLinks,
  deletedOrders,
  notifications,
  chatQueries,
  unmetSearches,
  admins,
  adminTokens,
  auditLog,
  outbox,
  rateLimits,
  idempotencyKeys,
  stationBlackouts,
  googleSignInFlows,
  stationRequests,
  slotOffers,
  orderCounts,
  orderCountDeltas,
  orderFirstActions,
  webhookEndpoints,
  webhookDeliveries,
} = pgTables;
