import { holdsDates } from '@scrivania/core/booking/lifecycle';
import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { bookingCalendar, calendarHours } from './booking-calendar.ts';
import { createBookingRepository } from './booking-repository.ts';

const CalendarSchema = z.string().meta({ description: 'Un VCALENDAR con un VEVENT (text/calendar).' });

/** 'Aggiungi al calendario' after paying: the guest's own booking as an .ics file. */
export const bookingCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createBookingRepository(app.db);

  app.get(
    '/booking/:id/calendar.ics',
    {
      config: { access: 'user' },
      schema: {
        tags: ['booking'],
        description:
          'La prenotazione come evento di calendario di giornata intera (RFC 5545). Solo per chi l’ha effettuata, finché tiene le sue date; 404 per chiunque altro.',
        params: PathIdParamSchema,
        response: { 200: CalendarSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const booking = await repository.ownedBooking(request.params.id, signedInUser(request).id);
      // A cancelled, declined or lapsed booking has no day to put in a calendar any more.
      if (!booking || !holdsDates(booking, app.clock.now()))
        throw new HttpError(404, messages.booking.notFound);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${booking.bookingNo}.ics"`)
        .send(
          bookingCalendar({ ...booking, ...calendarHours(booking) }, app.config.publicUrl, app.clock.now()),
        );
    },
  );
};
