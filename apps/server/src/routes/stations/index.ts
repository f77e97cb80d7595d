import { Hono } from 'hono';
import { z } from 'zod';
import {
  AVAILABILITY_MAX_DAYS,
  daysBetween,
  earliestBookingDate,
  isValidCalendarDate,
  latestBookingDate,
  publicStationSchema,
  RATE_MAX,
  stationAvailabilitySchema,
  STATION_SORTS,
} from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { cachedJson } from '../../lib/cached-json-response';
import { badRequest, notFound } from '../../lib/errors';
import { responds } from '../../lib/route-docs';
import { listUnavailableDates } from '../../services/stations/list-unavailable-dates';
import { validate } from '../../lib/validate';

/** Whole numbers only: '10', not '1e1', '10.5' or ' 10'. */
const wholeNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .refine((n) => n <= max, { error: `${name} must be at most ${max.toLocaleString('en-US')}` });

/** A page of the public catalogue holds at most this many stations. */
export const STATION_PAGE_MAX = 500;

const listQuery = z.object({
  state: z.string().max(100).optional(),
  market: z.string().max(100).optional(),
  q: z.string().max(200).optional(),
  affiliate: z.string().trim().min(1, { error: 'affiliate must not be blank' }).max(50).optional(),
  maxRate: wholeNumber('maxRate', RATE_MAX).optional(),
  sort: z.enum(STATION_SORTS, { error: `sort must be one of ${STATION_SORTS.join(', ')}` }).optional(),
  limit: wholeNumber('limit', STATION_PAGE_MAX)
    .refine((n) => n >= 1, { error: 'limit must be at least 1' })
    .optional(),
  offset: wholeNumber('offset', 10_000_000).optional(),
});

const calendarDate = (name: string) =>
  z
    .string()
    .refine(isValidCalendarDate, { error: `${name} must be a date (YYYY-MM-DD)` })
    .optional();
const availabilityQuery = z.object({ from: calendarDate('from'), to: calendarDate('to') });
const AVAILABILITY_ORDER = 'to must be on or after from';
const AVAILABILITY_SPAN = `Ask for at most ${AVAILABILITY_MAX_DAYS} days at once`;

const stationsAnswers = responds({
  200: {
    description: 'The visible stations that match, in the order asked; ETag and 304 when unchanged',
    json: z.array(publicStationSchema),
    headers: {
      'X-Total-Count': 'How many stations match, all pages together',
      'X-Search-Corrected': 'What the search read instead of a misspelt state, market or text',
      'X-Search-Ambiguous': 'The readings of an ambiguous text, separated by |',
    },
  },
  304: { description: 'Not modified since the ETag of If-None-Match' },
});
const availabilityAnswers = responds({ 200: { description: 'The dates the station takes no booking on', json: stationAvailabilitySchema } });
const stationAnswers = responds({ 200: { description: 'The station, when the public sees it', json: publicStationSchema } });

/** Public catalogue: visible stations only, no contact fields, ETag / 304. */
export const stationRoutes = ({ db, clock, config, catalogue }: Pick<AppDeps, 'db' | 'clock' | 'config' | 'catalogue'>) => {
  const timeZone = config.businessTimeZone;
  return new Hono<AppEnv>()
    .get('/', stationsAnswers, validate('query', listQuery), async (c) => {
      const query = c.req.valid('query');
      return cachedJson(c, await catalogue.list(query), (page) => ({
        json: page.stations,
        headers: {
          'X-Total-Count': String(page.count),
          ...(page.corrected ? { 'X-Search-Corrected': page.corrected } : {}),
          ...(page.ambiguous ? { 'X-Search-Ambiguous': page.ambiguous.join('|') } : {}),
        },
      }));
    })
    .get('/:id/availability', availabilityAnswers, validate('query', availabilityQuery), async (c) => {
      const station = await catalogue.get(c.req.param('id'));
      if (!station) throw notFound('Station not found');
      const now = clock.now();
      const q = c.req.valid('query');
      const from = q.from ?? earliestBookingDate(timeZone, now);
      const to = q.to ?? latestBookingDate(timeZone, now);
      if (to < from) throw badRequest(AVAILABILITY_ORDER, { to: [AVAILABILITY_ORDER] });
      if (daysBetween(from, to) >= AVAILABILITY_MAX_DAYS) throw badRequest(AVAILABILITY_SPAN, { to: [AVAILABILITY_SPAN] });
      c.header('Cache-Control', 'no-cache');
      return c.json(
        { stationId: station.id, from, to, unavailable: await listUnavailableDates({ deps: { db, clock, config }, stationId: station.id, from, to }) },
        200,
      );
    })
    .get('/:id', stationAnswers, async (c) => {
      const station = await catalogue.get(c.req.param('id'));
      if (!station) throw notFound('Station not found');
      return c.json(station, 200);
    });
};
