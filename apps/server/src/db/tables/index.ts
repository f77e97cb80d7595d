import { forPostgres, sqliteKit, type Kit } from '../schema/columns';
import { adminsTable, adminTokensTable, auditLogTable } from './admin';
import { stationBlackoutsTable } from './blackouts';
import { deletedOrdersTable } from './deleted-orders';
import { chatQueriesTable, notificationsTable, unmetSearchesTable } from './content';
import { googleSignInFlowsTable } from './google-flows';
import { idempotencyKeysTable } from './idempotency';
import { manageLinksTable } from './manage-links';
import { orderCountDeltasTable, orderCountsTable, orderFirstActionsTable } from './order-counts';
import { orderEventsTable } from './order-events';
import { ordersTable } from './orders';
import { outboxTable } from './outbox';
import { rateLimitsTable } from './rate-limits';
import { slotOffersTable, stationRequestsTable } from './station-requests';
import { dataVersionsTable, stationsTable } from './stations';
import { badgesTable, emailTokensTable, sessionsTable, userBadgesTable, userProfilesTable, usersTable } from './users';
import { webhookDeliveriesTable, webhookEndpointsTable } from './webhooks';

/**
 * Every table, each defined once in this folder, built on one dialect's kit with its parents
 * (foreign keys point at the same dialect's tables). schema/ exports the SQLite build and
 * schema-pg/ the PostgreSQL one under the same names.
 */
function defineTables(k: Kit) {
  const users = usersTable(k);
  const stations = stationsTable(k);
  const orders = ordersTable(k, users, stations);
  const admins = adminsTable(k);
  const badges = badgesTable(k);
  const webhookEndpoints = webhookEndpointsTable(k);
  return {
    users,
    sessions: sessionsTable(k, users),
    emailTokens: emailTokensTable(k, users),
    userProfiles: userProfilesTable(k, users),
    badges,
    userBadges: userBadgesTable(k, users, badges),
    stations,
    dataVersions: dataVersionsTable(k),
    orders,
    orderEvents: orderEventsTable(k, orders),
    manageLinks: manageLinksTable(k, orders),
    deletedOrders: deletedOrdersTable(k),
    notifications: notificationsTable(k),
    chatQueries: chatQueriesTable(k, users),
    unmetSearches: unmetSearchesTable(k),
    admins,
    adminTokens: adminTokensTable(k, admins),
    auditLog: auditLogTable(k),
    outbox: outboxTable(k),
    rateLimits: rateLimitsTable(k),
    idempotencyKeys: idempotencyKeysTable(k),
    stationBlackouts: stationBlackoutsTable(k, stations),
    googleSignInFlows: googleSignInFlowsTable(k),
    stationRequests: stationRequestsTable(k, orders),
    slotOffers: slotOffersTable(k, orders),
    orderCounts: orderCountsTable(k),
    orderCountDeltas: orderCountDeltasTable(k),
    orderFirstActions: orderFirstActionsTable(k, orders),
    webhookEndpoints,
    webhookDeliveries: webhookDeliveriesTable(k, webhookEndpoints),
  };
}

export const sqliteTables = defineTables(sqliteKit);
export const pgTables = forPostgres(defineTables);
