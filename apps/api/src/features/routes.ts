import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/routes.ts';
import { socialRoutes } from './account/social-routes.ts';
import { bookingRoutes } from './booking/routes.ts';
import { propertyDetailRoutes } from './catalog/property-detail-routes.ts';
import { propertyListRoutes } from './catalog/property-list-routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { searchRoutes } from './catalog/search-routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { chatSocketRoutes } from './chat/socket-routes.ts';
import { contactRoutes } from './content/contact-routes.ts';
import { helpCenterRoutes } from './content/help-center-routes.ts';
import { contentRoutes } from './content/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { paymentRoutes } from './payments/payment-routes.ts';
import { reviewRoutes } from './reviews/routes.ts';

/** Every API feature, mounted under the API prefix. */
export const registerApiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(propertyListRoutes);
  await app.register(propertyDetailRoutes);
  await app.register(searchRoutes);
  await app.register(contentRoutes);
  await app.register(helpCenterRoutes);
  await app.register(contactRoutes);
  await app.register(accountRoutes);
  await app.register(socialRoutes);
  await app.register(reviewRoutes);
  await app.register(chatRoutes);
  await app.register(chatSocketRoutes);
  await app.register(paymentRoutes);
  await app.register(bookingRoutes);
};
