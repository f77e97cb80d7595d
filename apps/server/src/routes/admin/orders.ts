import { Hono } from 'hono';
import { z } from 'zod';
import {
  clipUrlSchema,
  isoWithOffset,
  LIFECYCLE_MESSAGES,
  ORDER_STATUSES,
  optionalText,
  orderNoteSchema,
  slotInputSchema,
  adminOrderChangeSchema,
  adminOrderDetailsSchema,
  adminOrderSchema,
  bulkResultSchema,
  restoreResultSchema,
  undoResultSchema,
} from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { jsonAnswer } from '../../lib/json-bytes';
import { validate } from '../../lib/validate';
import { addOrderNote } from '../../services/orders/add-order-note';
import { bulkChangeOrders } from '../../services/orders/bulk-change-orders';
import { changeOrderStatus } from '../../services/orders/change-order-status';
import { deleteOrder } from '../../services/orders/delete-order';
import { getAdminOrder } from '../../services/orders/get-admin-order';
import { listAdminOrders } from '../../services/orders/list-admin-orders';
import { restoreDeletedOrders } from '../../services/orders/restore-deleted-orders';
import { undoOrderChange } from '../../services/orders/undo-order-change';
import { pageQuery } from './paging';
import { responds } from '../../lib/route-docs';

const STATUS_MESSAGE = `Status must be one of: ${ORDER_STATUSES.join(', ')}`;
const status = z.enum(ORDER_STATUSES, { error: STATUS_MESSAGE });

const listQuery = pageQuery.extend({
  sort: z.enum(['newest', 'oldest'], { error: 'sort must be newest or oldest' }).default('newest'),
  status: status.optional(),
  q: z.string().trim().max(200, { error: 'Search text must be at most 200 characters' }).optional(),
  overdue: z.enum(['true', 'false'], { error: 'overdue must be true or false' }).optional(),
  waitingOnStation: z.enum(['true', 'false'], { error: 'waitingOnStation must be true or false' }).optional(),
});

const changeBody = z
  .object({
    status: status.optional(),
    reason: optionalText(500, 'Reason'),
    slot: slotInputSchema.optional(),
    airedAt: isoWithOffset(LIFECYCLE_MESSAGES.airedAtInvalid).optional(),
    clipUrl: clipUrlSchema.optional(),
  })
  .refine((b) => b.status !== undefined || b.slot !== undefined || b.airedAt !== undefined || b.clipUrl !== undefined, {
    error: 'Give a status, a slot or the proof of airing',
    path: ['status'],
  });

const undoBody = z.object({ changeId: z.string({ error: 'changeId is required' }).min(1, { error: 'changeId is required' }).max(100) });

/** The most orders one bulk action may name. */
export const BULK_MAX = 500;

const orderIds = z
  .array(z.string().min(1).max(100))
  .min(1, { error: 'Select at least one request' })
  .max(BULK_MAX, { error: `At most ${BULK_MAX} requests at a time` });

const restoreBody = z.object({ ids: orderIds });

const bulkBody = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('status'),
      status,
      // One slot for every selected request: completing a booking needs one.
      slot: slotInputSchema.optional(),
      ids: orderIds,
    }),
    z.object({
      action: z.literal('delete'),
      ids: orderIds,
    }),
  ],
  { error: 'action must be status or delete' },
);

const NOT_NOW = 'Not allowed in the order\'s state now, or the undo window has passed (`code: "not_allowed_now"`)';

const listAnswers = responds({
  200: {
    description: 'A page of the orders with the summary of their stations',
    json: z.array(adminOrderSchema),
    headers: {
      'X-Total-Count': 'How many orders match, all pages together',
      'X-Overdue-Count': 'How many orders are overdue, whatever the filter',
      'X-Waiting-On-Station-Count': "How many orders wait on their station's answer, whatever the filter",
    },
  },
});
const undoAnswers = responds({
  200: { description: 'The orders the change put back', json: undoResultSchema },
  404: 'No change has that id',
  409: NOT_NOW,
});
const restoreAnswers = responds({ 200: { description: 'The deleted orders put back', json: restoreResultSchema }, 409: NOT_NOW });
const bulkAnswers = responds({ 200: { description: 'The orders changed and the ones not found', json: bulkResultSchema } });
const detailsAnswers = responds({ 200: { description: 'The order with its whole station, its history and events', json: adminOrderDetailsSchema } });
const changeAnswers = responds({
  200: { description: 'The order as changed, and the id that undoes the change', json: adminOrderChangeSchema },
  409: NOT_NOW,
});
const noteAnswers = responds({ 201: { description: 'The order with the note among its events', json: adminOrderDetailsSchema } });
const deleteAnswers = responds({ 204: { description: 'Deleted: POST /api/admin/orders/restore puts it back within the undo window' } });

/** /api/admin/orders: the requests with their stations, status changes (with emails), delete (and its undo), bulk. */
export const adminOrderRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', listAnswers, validate('query', listQuery), async (c) => {
      const query = c.req.valid('query');
      const { items, total, overdue, waitingOnStation } = await listAdminOrders({
        deps,
        query: { ...query, overdue: query.overdue === 'true', waitingOnStation: query.waitingOnStation === 'true' },
      });
      c.header('X-Total-Count', String(total));
      // How many requests are overdue, whatever the filter: the count the requests view shows.
      c.header('X-Overdue-Count', String(overdue));
      // How many requests wait on their station's answer, whatever the filter.
      c.header('X-Waiting-On-Station-Count', String(waitingOnStation));
      return jsonAnswer(c, items);
    })
    .post('/undo', undoAnswers, validate('json', undoBody), async (c) =>
      c.json(await undoOrderChange({ deps, actor: c.var.admin, changeId: c.req.valid('json').changeId }), 200),
    )
    // Undo of a single or bulk delete, within the same 10 seconds as a status change's undo.
    .post('/restore', restoreAnswers, validate('json', restoreBody), async (c) =>
      c.json(await restoreDeletedOrders({ deps, actor: c.var.admin, ids: c.req.valid('json').ids }), 200),
    )
    .post('/bulk', bulkAnswers, validate('json', bulkBody), async (c) => {
      const body = c.req.valid('json');
      const action = body.action === 'status' ? { action: 'status' as const, status: body.status, slot: body.slot } : { action: 'delete' as const };
      return c.json(await bulkChangeOrders({ deps, actor: c.var.admin, ids: body.ids, action }), 200);
    })
    .get('/:id', detailsAnswers, async (c) => c.json(await getAdminOrder({ deps, id: c.req.param('id') }), 200))
    .patch('/:id', changeAnswers, validate('json', changeBody), async (c) =>
      c.json(await changeOrderStatus({ deps, actor: c.var.admin, id: c.req.param('id'), change: c.req.valid('json') }), 200),
    )
    .post('/:id/notes', noteAnswers, validate('json', orderNoteSchema), async (c) => {
      await addOrderNote({ deps, actor: c.var.admin, id: c.req.param('id'), text: c.req.valid('json').text });
      return c.json(await getAdminOrder({ deps, id: c.req.param('id') }), 201);
    })
    .delete('/:id', deleteAnswers, async (c) => {
      await deleteOrder({ deps, actor: c.var.admin, id: c.req.param('id') });
      return c.body(null, 204);
    });
