import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
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

type Responder = (
  path: string,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Answers the app's API calls from `respond`, keyed by the path after /backend/api/. */
export function mockApi(respond: Responder) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const { status = 200, body } = await respond(url.pathname.replace('/backend/api/', ''));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The body of the newest call to an API path: parsed JSON, or the FormData as sent. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, path: string): unknown {
  const init = fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/backend/api/${path}`))
    .at(-1)?.[1];
  if (init?.body instanceof FormData) return init.body;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
