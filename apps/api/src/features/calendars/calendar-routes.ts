import {
  CalendarAddBodySchema,
  CalendarFeedParamsSchema,
  CalendarParamsSchema,
  ListingCalendarsResponseSchema,
} from '@scrivania/core/catalog/calendar-schemas';
import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hostConfig as config, hostRefusals, hostTags as tags } from '../../plugins/host-routes.ts';
import { registerCalendarImport } from './calendar-import-job.ts';
import { createCalendarService } from './calendar-service.ts';

const m = messages.hostCatalog.calendars;
const answer = { 200: ListingCalendarsResponseSchema, ...hostRefusals };

/**
 * A listing's calendars in the host back-office (decision 103): its feed address, rotated on demand,
 * and up to five imported feeds. Host role only, their own listings only (another's is a 404).
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendars = createCalendarService(app);
  const host = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;
  registerCalendarImport(app, app.config.calendarImport.everyMinutes);

  app.get(
    '/host/properties/:id/calendars',
    { config, schema: { tags, params: PathIdParamSchema, response: answer } },
    async (request) => ({
      success: true as const,
      message: m.loaded,
      data: await calendars.list(request.params.id, host(request)),
    }),
  );

  app.post(
    '/host/properties/:id/calendars',
    { config, schema: { tags, params: PathIdParamSchema, body: CalendarAddBodySchema, response: answer } },
    async (request) => ({
      success: true as const,
      message: m.added,
      data: await calendars.add(request.params.id, host(request), request.body),
    }),
  );

  app.delete(
    '/host/properties/:id/calendars/:cid',
    { config, schema: { tags, params: CalendarParamsSchema, response: answer } },
    async (request) => ({
      success: true as const,
      message: m.removed,
      data: await calendars.remove(request.params.id, host(request), request.params.cid),
    }),
  );

  app.post(
    '/host/properties/:id/calendars/:cid/sync',
    {
      config,
      schema: {
        tags,
        description:
          'Legge ora il calendario importato; se non riesce, le date restano quelle dell’ultima lettura.',
        params: CalendarParamsSchema,
        response: answer,
      },
    },
    async (request) => {
      const { error, data } = await calendars.syncNow(request.params.id, host(request), request.params.cid);
      return { success: true as const, message: error ? m.syncFailed(error) : m.synced, data };
    },
  );

  app.post(
    '/host/properties/:id/calendar-feed/rotate',
    {
      config,
      schema: {
        tags,
        description: 'Sostituisce il segreto dell’indirizzo del calendario: quello vecchio risponde 404.',
        params: PathIdParamSchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      message: m.feedRotated,
      data: await calendars.rotateFeed(request.params.id, host(request)),
    }),
  );
};

const FeedSchema = z.string().meta({ description: 'Un VCALENDAR (text/calendar).' });

/** The listing's secret feed address, outside the API prefix as other sites expect a plain .ics file. */
export const listingFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendars = createCalendarService(app);

  app.get(
    '/ical/listings/:id/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        description:
          'Le date prenotate, trattenute e chiuse dell’annuncio come eventi anonimi (RFC 5545). `file` è il segreto seguito da `.ics`; un segreto sbagliato è 404.',
        params: CalendarFeedParamsSchema,
        response: { 200: FeedSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const feed = await calendars.feed(request.params.id, request.params.file);
      if (feed === undefined) throw new HttpError(404, messages.api.notFound);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('referrer-policy', 'no-referrer')
        .send(feed);
    },
  );
};
