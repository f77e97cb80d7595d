import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { requireAdmin } from '../../middleware/admin-auth';
import { adminIdempotency } from '../../middleware/admin-idempotency';
import { noStore } from '../../middleware/security';
import { answerUnknownPath } from '../../middleware/unnameable-paths';
import { logoutAdmin } from '../../services/admins/logout-admin';
import { adminAnalyticsRoutes } from './analytics';
import { adminChangeRoutes } from './changes';
import { adminChatQueryRoutes } from './chat-queries';
import { adminLoginRoutes } from './login';
import { adminNotificationRoutes } from './notifications';
import { adminOrderRoutes } from './orders';
import { adminStationRoutes } from './stations';
import { adminWebhookRoutes } from './webhooks';
import { responds } from '../../lib/route-docs';

/**
 * /api/admin: login is open; everything after the requireAdmin middleware needs a live bearer
 * token, unknown admin paths included. No admin answer is ever cached.
 */
export const adminRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use(noStore)
    .route('/', adminLoginRoutes(deps))
    .use(requireAdmin(deps))
    .post('/logout', responds({ 204: { description: 'Signed out: the token is revoked' } }), async (c) => {
      await logoutAdmin({ deps, admin: c.var.admin });
      deps.logger?.info('admin logout', { requestId: c.var.requestId, admin: c.var.admin.username });
      return c.body(null, 204);
    })
    .use(adminIdempotency(deps))
    .route('/stations', adminStationRoutes(deps))
    .route('/orders', adminOrderRoutes(deps))
    .route('/notifications', adminNotificationRoutes(deps))
    .route('/chat-queries', adminChatQueryRoutes(deps))
    .route('/analytics', adminAnalyticsRoutes(deps))
    .route('/changes', adminChangeRoutes(deps))
    .route('/webhooks', adminWebhookRoutes(deps))
    .all('*', answerUnknownPath);
