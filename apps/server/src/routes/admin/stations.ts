import { Hono, type TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { z } from 'zod';
import {
  adminStationListQuerySchema,
  type AdminStation,
  blackoutsBodySchema,
  stationInputSchema,
  stationUpdateSchema,
  stationVisibilitySchema,
  adminStationSchema,
  adminStationSummaryCountsSchema,
  stationBlackoutsSchema,
} from '@app/core';
import { notFound } from '../../lib/errors';
import { getStationBlackouts } from '../../services/stations/get-station-blackouts';
import { setStationBlackouts } from '../../services/stations/set-station-blackouts';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { createStation } from '../../services/stations/create-station';
import { deleteStation } from '../../services/stations/delete-station';
import { findStation } from '../../services/stations/find-station';
import { createSharedAdminStationList } from '../../services/stations/shared-admin-station-list';
import { setStationVisibility } from '../../services/stations/set-station-visibility';
import { updateStation } from '../../services/stations/update-station';
import { responds } from '../../lib/route-docs';

const TAKEN = 'Another station has these call letters (`code: "conflict"`, on `callLetters`)';
const listAnswers = responds({
  200: {
    description: 'The stations, searched and sorted as asked; a page of them with limit and offset',
    json: z.array(adminStationSchema),
    headers: { 'X-Total-Count': 'How many stations match, all pages together' },
  },
});
const summaryAnswers = responds({
  200: { description: 'How many stations there are, and each network with its count', json: adminStationSummaryCountsSchema },
});
const createAnswers = responds({ 201: { description: 'The new station', json: adminStationSchema }, 409: TAKEN });
const stationAnswers = responds({ 200: { description: 'The station as changed', json: adminStationSchema } });
const updateAnswers = responds({ 200: { description: 'The station as changed', json: adminStationSchema }, 409: TAKEN });
const blackoutsAnswers = responds({ 200: { description: "The station's blackout ranges, earliest first", json: stationBlackoutsSchema } });
const deleteAnswers = responds({ 204: { description: 'Deleted' } });

/**
 * /api/admin/stations: the stations with their contact fields (all, or a page searched, filtered and
 * sorted by core's admin-station-list rule), their summary; add, edit, hide/show, delete. */
export const adminStationRoutes = (deps: AppDeps) => {
  // The stations read, searched and sorted once per data version of the stations; the whole list's bytes made once.
  const shared = createSharedAdminStationList({ db: deps.db });
  return (
    new Hono<AppEnv>()
      .use(async (c, next) => {
        await next();
        // A station written here is seen by this server's public catalogue on its next read.
        if (c.req.method !== 'GET' && c.res.ok) deps.catalogue.changed();
      })
      .get('/', listAnswers, validate('query', adminStationListQuerySchema), async (c) => {
        const query = c.req.valid('query');
        // The whole list (kept as bytes) when no page is asked for; `offset` alone skips that many.
        if (query.limit === undefined && !query.offset) {
          const { body, total } = await shared.unpaged(query);
          // The bytes and headers c.json would give, typed as its answer for the typed client.
          const sent: Response = c.body(body, 200, { 'X-Total-Count': String(total), 'Content-Type': 'application/json' });
          return sent as Response & TypedResponse<JSONParsed<AdminStation[]>, 200, 'json'>;
        }
        const { items, total } = await shared.page(query);
        c.header('X-Total-Count', String(total));
        return c.json(items, 200);
      })
      // The table's heading and affiliate filter: how many stations there are and their networks.
      .get('/summary', summaryAnswers, async (c) => c.json(await shared.summary(), 200))
      .post('/', createAnswers, validate('json', stationInputSchema), async (c) =>
        c.json(await createStation({ deps, actor: c.var.admin, input: c.req.valid('json') }), 201),
      )
      .get('/:id/blackouts', blackoutsAnswers, async (c) => {
        const stationId = c.req.param('id');
        if (!(await findStation({ db: deps.db, id: stationId }))) throw notFound('Station not found');
        return c.json({ blackouts: await getStationBlackouts({ db: deps.db, stationId }) }, 200);
      })
      .put('/:id/blackouts', blackoutsAnswers, validate('json', blackoutsBodySchema), async (c) => {
        const blackouts = await setStationBlackouts({ deps, actor: c.var.admin, stationId: c.req.param('id'), ranges: c.req.valid('json').blackouts });
        return c.json({ blackouts }, 200);
      })
      .patch('/:id/visibility', stationAnswers, validate('json', stationVisibilitySchema), async (c) =>
        c.json(await setStationVisibility({ deps, actor: c.var.admin, id: c.req.param('id'), isHidden: c.req.valid('json').isHidden }), 200),
      )
      .patch('/:id', updateAnswers, validate('json', stationUpdateSchema), async (c) =>
        c.json(await updateStation({ deps, actor: c.var.admin, id: c.req.param('id'), patch: c.req.valid('json') }), 200),
      )
      .delete('/:id', deleteAnswers, async (c) => {
        await deleteStation({ deps, actor: c.var.admin, id: c.req.param('id') });
        return c.body(null, 204);
      })
  );
};
