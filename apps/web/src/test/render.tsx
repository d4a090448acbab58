import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Renders inside a fresh query client and a router at `path`. */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Renders `routes` in a data router at `path`, as the app's own (a layout that restores scroll
 * positions needs one), inside a fresh query client; answers the router, to follow where it went.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

type Responder = (
  path: string,
  method: string,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Answers the app's API calls from `respond`, keyed by the path after /backend/api/. */
export function mockApi(respond: Responder) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const { status = 200, body } = await respond(
      url.pathname.replace('/backend/api/', ''),
      init?.method ?? 'GET',
    );
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request options of every call to an API path, oldest first. */
function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string): RequestInit[] {
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  return calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/backend/api/${path}`)
    .map(([, init]) => init ?? {});
}

/** What the app sent to an API path (its first call there), for checking headers and body. */
export function sentTo(fetchMock: ReturnType<typeof mockApi>, path: string): RequestInit {
  const first = callsTo(fetchMock, path)[0];
  if (!first) throw new Error(`nothing was sent to ${path}`);
  return first;
}

/** The body of the newest call to an API path: parsed JSON, or the FormData as sent. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, path: string): unknown {
  const body = callsTo(fetchMock, path).at(-1)?.body;
  if (body instanceof FormData) return body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}
