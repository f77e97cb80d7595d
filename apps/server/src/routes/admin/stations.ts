import { Hono } from 'hono';
import { stationInputSchema, stationUpdateSchema, stationVisibilitySchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { createStation, deleteStation, listAdminStations, setStationVisibility, updateStation } from '../../services/admin-stations';

/** /api/admin/stations: every station with its contact fields; add, edit, hide/show, delete. */
export const adminStationRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', (c) => c.json(listAdminStations(deps.db), 200))
    .post('/', validate('json', stationInputSchema), (c) => c.json(createStation(deps, c.var.admin, c.req.valid('json')), 201))
    .patch('/:id/visibility', validate('json', stationVisibilitySchema), (c) =>
      c.json(setStationVisibility(deps, c.var.admin, c.req.param('id'), c.req.valid('json').isHidden), 200),
    )
    .patch('/:id', validate('json', stationUpdateSchema), (c) =>
      c.json(updateStation(deps, c.var.admin, c.req.param('id'), c.req.valid('json')), 200),
    )
    .delete('/:id', (c) => {
      deleteStation(deps, c.var.admin, c.req.param('id'));
      return c.body(null, 204);
    });
