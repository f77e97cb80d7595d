import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import type { StationCatalogue } from '../../services/station-catalogue';

const listQuery = z.object({
  state: z.string().max(100).optional(),
  market: z.string().max(100).optional(),
  q: z.string().max(200).optional(),
});

/** Public catalogue: visible stations only, no contact fields, ETag / 304. */
export const stationRoutes = (catalogue: StationCatalogue) =>
  new Hono<AppEnv>()
    .get('/', validate('query', listQuery), (c) => {
      const query = c.req.valid('query');
      const list = catalogue.list(query);
      c.header('ETag', list.etag);
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Encoding');
      if (c.req.header('if-none-match') === list.etag) return c.body(null, 304);
      c.header('Content-Type', 'application/json; charset=UTF-8');
      if (list.body.length > 1024 && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
        c.header('Content-Encoding', 'gzip');
        return c.body(new Uint8Array(list.gzip()), 200);
      }
      return c.body(list.body, 200);
    })
    .get('/:id', (c) => {
      const station = catalogue.get(c.req.param('id'));
      if (!station) throw notFound('Station not found');
      return c.json(station, 200);
    });
