import { Hono } from 'hono';
import { z } from 'zod';
import { ORDER_STATUSES } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { bulkOrders, changeOrderStatus, deleteOrder } from '../../services/admin-order-status';
import { getAdminOrder, listAdminOrders } from '../../services/admin-orders';
import { pageQuery } from './paging';

const STATUS_MESSAGE = `Status must be one of: ${ORDER_STATUSES.join(', ')}`;
const status = z.enum(ORDER_STATUSES, { error: STATUS_MESSAGE });

const listQuery = pageQuery.extend({
  sort: z.enum(['newest', 'oldest'], { error: 'sort must be newest or oldest' }).default('newest'),
  status: status.optional(),
  q: z.string().trim().max(200, { error: 'Search text must be at most 200 characters' }).optional(),
});

const statusBody = z.object({ status });

/** The most orders one bulk action may name. */
export const BULK_MAX = 500;

const bulkBody = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('status'),
      status,
      ids: z.array(z.string().min(1).max(100)).min(1, { error: 'Select at least one request' }).max(BULK_MAX, { error: `At most ${BULK_MAX} requests at a time` }),
    }),
    z.object({
      action: z.literal('delete'),
      ids: z.array(z.string().min(1).max(100)).min(1, { error: 'Select at least one request' }).max(BULK_MAX, { error: `At most ${BULK_MAX} requests at a time` }),
    }),
  ],
  { error: 'action must be status or delete' },
);

/** /api/admin/orders: the requests with their stations, status changes (with emails), delete, bulk. */
export const adminOrderRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', validate('query', listQuery), (c) => {
      const { items, total } = listAdminOrders(deps.db, c.req.valid('query'));
      c.header('X-Total-Count', String(total));
      return c.json(items, 200);
    })
    .post('/bulk', validate('json', bulkBody), (c) => {
      const body = c.req.valid('json');
      const action = body.action === 'status' ? { action: 'status' as const, status: body.status } : { action: 'delete' as const };
      return c.json(bulkOrders(deps, c.var.admin, body.ids, action), 200);
    })
    .get('/:id', (c) => c.json(getAdminOrder(deps.db, c.req.param('id')), 200))
    .patch('/:id', validate('json', statusBody), (c) =>
      c.json(changeOrderStatus(deps, c.var.admin, c.req.param('id'), c.req.valid('json').status), 200),
    )
    .delete('/:id', (c) => {
      deleteOrder(deps, c.var.admin, c.req.param('id'));
      return c.body(null, 204);
    });
