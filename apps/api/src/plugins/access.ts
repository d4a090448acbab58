import type { SwaggerTransform } from '@fastify/swagger';
import type { UserRole } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/**
 * Who may call a route: anybody, any signed-in user, or one role only. Every route declares one in
 * `config.access`; the auth plugin enforces it before the body is read.
 */
export const accessLevels = ['public', 'user', 'host', 'admin'] as const;
export type Access = (typeof accessLevels)[number];

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifySchema {
    'x-access'?: Access;
  }
  interface FastifyInstance {
    /** Every route of the app with its declared access, complete once the app is ready. */
    routeAccess: readonly RouteAccess[];
  }
}

const roleOnly: Record<Extract<Access, UserRole>, string> = {
  host: messages.account.hostOnly,
  admin: messages.account.forbidden,
};

/** Why a caller may not use a route (status and Italian message), or null when they may. */
export function accessRefusal(
  access: Access | undefined,
  user: { role: UserRole } | null,
): { status: 401 | 403; message: string } | null {
  if (access === undefined || access === 'public') return null;
  if (!user) return { status: 401, message: messages.account.unauthenticated };
  if (access === 'user' || user.role === access) return null;
  return { status: 403, message: roleOnly[access] };
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/**
 * Keeps the route table and makes the app refuse to start when a route declares no access: checked
 * when the app is ready, so that a scope may still declare the access of routes a library adds.
 */
export function recordRouteAccess(app: FastifyInstance) {
  const declared: RouteOptions[] = [];
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    declared.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared: string[] = [];
    for (const route of declared) {
      const access = route.config?.access;
      for (const method of methodsOf(route)) {
        if (access === undefined) undeclared.push(`${method} ${route.url}`);
        else table.push({ method, url: route.url, access });
      }
    }
    if (undeclared.length > 0)
      throw new Error(`Routes without a declared access (config.access): ${undeclared.join('; ')}`);
  });
}

/** Declares `access` for every route registered in `scope` that declares none: for routes a library adds. */
export function declareScopeAccess(scope: FastifyInstance, access: Access) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

const bearer = [{ bearer: [] }];

/** The OpenAPI entry of a route says who may call it: `x-access`, and the bearer scheme unless public. */
export function withAccessInOpenApi(transform: SwaggerTransform<FastifySchema>): SwaggerTransform {
  return (input) => {
    const { schema, url } = transform(input);
    const access = input.route.config?.access;
    if (access === undefined) return { schema, url };
    const security = access === 'public' ? {} : { security: bearer };
    return { schema: { ...schema, ...security, 'x-access': access }, url };
  };
}
