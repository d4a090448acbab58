import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes.ts';

/** Every API feature, mounted under the API prefix. */
export const registerApiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
