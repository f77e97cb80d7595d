import { Hono, type TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import {
  adminStationListQuerySchema,
  type AdminStation,
  blackoutsBodySchema,
  stationInputSchema,
  stationUpdateSchema,
  stationVisibilitySchema,
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
      .get('/', validate('query', adminStationListQuerySchema), async (c) => {
        const query = c.req.valid('query');
        if (query.limit === undefined) {
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
      .get('/summary', async (c) => c.json(await shared.summary(), 200))
      .post('/', validate('json', stationInputSchema), async (c) => c.json(await createStation({ deps, actor: c.var.admin, input: c.req.valid('json') }), 201))
      .get('/:id/blackouts', async (c) => {
        const stationId = c.req.param('id');
        if (!(await findStation({ db: deps.db, id: stationId }))) throw notFound('Station not found');
        return c.json({ blackouts: await getStationBlackouts({ db: deps.db, stationId }) }, 200);
      })
      .put('/:id/blackouts', validate('json', blackoutsBodySchema), async (c) => {
        const blackouts = await setStationBlackouts({ deps, stationId: c.req.param('id'), ranges: c.req.valid('json').blackouts });
        return c.json({ blackouts }, 200);
      })
      .patch('/:id/visibility', validate('json', stationVisibilitySchema), async (c) =>
        c.json(await setStationVisibility({ deps, actor: c.var.admin, id: c.req.param('id'), isHidden: c.req.valid('json').isHidden }), 200),
      )
      .patch('/:id', validate('json', stationUpdateSchema), async (c) =>
        c.json(await updateStation({ deps, actor: c.var.admin, id: c.req.param('id'), patch: c.req.valid('json') }), 200),
      )
      .delete('/:id', async (c) => {
        await deleteStation({ deps, actor: c.var.admin, id: c.req.param('id') });
        return c.body(null, 204);
      })
  );
};
