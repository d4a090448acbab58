import { hourlyMessages } from '@scrivania/core/catalog/hourly-messages.it';
import { SlotsQuerySchema, SlotsResponseSchema } from '@scrivania/core/catalog/hourly-schemas';
import {
  CheckAvailabilityQuerySchema,
  CheckAvailabilityResponseSchema,
  type PropertyDetail,
  PropertyResponseSchema,
} from '@scrivania/core/catalog/property-schemas';
import { weekdaysOfMask } from '@scrivania/core/catalog/weekdays';
import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { toHourlyTerms } from '@scrivania/db/hourly-terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.ts';
import { judgeRequest, slotsOfDay } from './availability-judgement.ts';
import { toPropertyCard, toPropertyServices } from './property-card.ts';
import { createPropertyCardRepository } from './property-card-repository.ts';
import { createPropertyDetailRepository } from './property-detail-repository.ts';

const tags = ['catalog'];

/** One property's page data, and the availability check of its booking form. */
export const propertyDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = createPropertyCardRepository(app.db);
  const details = createPropertyDetailRepository(app.db);

  app.get(
    '/property/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: PathIdParamSchema,
        response: { 200: PropertyResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [card] = await cards.listCards({ kind: 'property', id }, todayInRome());
      const detail = await details.details(id);
      if (!card || !detail) throw new HttpError(404, messages.api.notFound);
      const [images, services] = await Promise.all([details.images(id), details.services(id)]);
      const signedIn = request.user !== null;
      const data: PropertyDetail = {
        ...toPropertyCard(card),
        ...toHourlyTerms(detail),
        property_image: images.map((image) => ({
          _id: image.id,
          property_image: image.fileName,
          alt: image.alt,
        })),
        occupancy: detail.occupancy,
        booking_mode: detail.bookingMode,
        cancellation_policy: detail.cancellationPolicy,
        closed_weekdays: weekdaysOfMask(detail.closedWeekdays),
        desc: detail.desc,
        map_link: detail.mapLink,
        latitude: detail.latitude,
        longitude: detail.longitude,
        page_title: detail.pageTitle,
        meta_desc: detail.metaDesc,
        keywords: detail.keywords,
        // Contact details of the host are for signed-in users only (SPEC section 6).
        user: signedIn
          ? {
              name: detail.hostName,
              avatar: detail.hostAvatar,
              address: detail.hostAddress,
              mobile_no: detail.hostMobile,
              email: detail.hostEmail,
            }
          : { name: detail.hostName, avatar: detail.hostAvatar },
        property_service: toPropertyServices(services),
      };
      return { success: true as const, data };
    },
  );

  app.get(
    '/check-availability',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: CheckAvailabilityQuerySchema,
        response: {
          200: CheckAvailabilityResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const {
        property_id: propertyId,
        start_date: start,
        end_date: end,
        no_of_guest: guests,
        start_time: startTime,
        end_time: endTime,
      } = request.query;
      const found = await details.availability(propertyId, start, end);
      if (!found) throw new HttpError(404, messages.api.notFound);
      // Said before the host fills in the checkout: booking/store would refuse their own listing.
      if (request.user?.id === found.property.hostId)
        return { success: false, message: messages.booking.ownListing, data: { available: false } };
      const judgement = judgeRequest(found, { range: { start, end }, guests, startTime, endTime });
      if (judgement.kind === 'invalid') throw new HttpError(400, judgement.message);
      const available = judgement.kind === 'bookable';
      return {
        success: available,
        message: available ? messages.catalog.available : judgement.message,
        data: { available },
      };
    },
  );

  app.get(
    '/property/:id/slots',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: PathIdParamSchema,
        querystring: SlotsQuerySchema,
        response: { 200: SlotsResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { date } = request.query;
      const found = await details.availability(request.params.id, date, date);
      if (!found) throw new HttpError(404, messages.api.notFound);
      if (found.property.bookingUnit !== 'hour') throw new HttpError(400, hourlyMessages.notHourly);
      return { success: true as const, date, slots: slotsOfDay(found, date) };
    },
  );
};
