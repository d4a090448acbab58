import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../test/render.tsx';
import { JobsPage } from './jobs-page.tsx';

const m = messages.jobs;
const job = (overrides: object) => ({
  _id: '41',
  task: 'mail.send',
  state: 'failed',
  attempts: 10,
  max_attempts: 10,
  last_error: 'Error: SMTP non raggiungibile',
  run_at: '2026-11-21T09:05:00.000Z',
  created_at: '2026-11-21T09:00:00.000Z',
  ...overrides,
});
const failed = job({});
const counts = { waiting: 3, running: 1, retrying: 2, failed: 1 };
const listOf = (jobs: object[]) => ({ success: true, data: { counts, jobs } });

const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input]) => new URL(String(input), 'http://localhost').pathname);
const searches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => new URL(String(input), 'http://localhost').search);

afterEach(() => vi.unstubAllGlobals());

describe('Attività in background', () => {
  it('shows the counts by state and, at first, the failed jobs with their task, attempts, error and date', async () => {
    const fetchMock = mockApi(() => ({ body: listOf([failed]) }));
    renderWithProviders(<JobsPage />);
    const table = await screen.findByRole('table', { name: m.caption });
    const counted = within(screen.getByRole('region', { name: m.counts }));
    for (const [state, count] of Object.entries(counts))
      expect(counted.getByText(m.states[state as keyof typeof counts]).nextElementSibling?.textContent).toBe(
        String(count),
      );
    const row = within(table).getByText('Invio email').closest('tr');
    if (!row) throw new Error('no row');
    for (const text of [m.state.failed, m.attempts(10, 10), 'Error: SMTP non raggiungibile'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByText(/21\/11\/2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: m.states.failed }).getAttribute('aria-pressed')).toBe('true');
    expect(searches(fetchMock)).toEqual(['?state=failed']);
  });

  it('filters by state through the address, offers the actions only on failed jobs, and says when none failed', async () => {
    const fetchMock = mockApi(() => ({
      body: listOf([
        job({ _id: '42', state: 'waiting', attempts: 0, last_error: null, task: 'holds.expire' }),
      ]),
    }));
    renderWithProviders(<JobsPage />, { path: '/?state=waiting' });
    const table = await screen.findByRole('table', { name: m.caption });
    expect(within(table).getByText('Scadenza prenotazioni e richieste')).toBeTruthy();
    expect(within(table).getByText(m.state.waiting)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Riprova|^Scarta/ })).toBeNull();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(listOf([])), { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: m.states.failed }));
    expect(await screen.findByText(m.noFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.all }));
    expect(await screen.findByText(m.empty)).toBeTruthy();
    expect(searches(fetchMock)).toEqual(['?state=waiting', '?state=failed', '']);
  });

  it('retries a failed job only after the confirm (Annulla sends nothing) and says what the server answered', async () => {
    const fetchMock = mockApi((path) =>
      path === 'admin/jobs'
        ? { body: listOf([failed]) }
        : { body: { success: true, message: m.retried, data: { ...failed, state: 'waiting', attempts: 0 } } },
    );
    renderWithProviders(<JobsPage />);
    const named = m.retryNamed('Invio email', '41');
    fireEvent.click(await screen.findByRole('button', { name: named }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: messages.backOffice.confirm.cancel,
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(fetchMock)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: named }));
    const dialog = await screen.findByRole('dialog', { name: m.retryTitle });
    expect(within(dialog).getByText(m.retryConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: m.retry }));
    expect(await screen.findByText(m.retried)).toBeTruthy();
    expect(posts(fetchMock)).toEqual(['/backend/api/admin/jobs/41/retry']);
    // The counts and the list are read again after the action.
    await vi.waitFor(() => expect(searches(fetchMock)).toEqual(['?state=failed', '?state=failed']));
  });

  it('discards a failed job after its confirm, and shows the server’s refusal', async () => {
    const fetchMock = mockApi((path) =>
      path === 'admin/jobs'
        ? { body: listOf([failed]) }
        : { status: 404, body: { success: false, message: m.notFound } },
    );
    renderWithProviders(<JobsPage />);
    fireEvent.click(await screen.findByRole('button', { name: m.discardNamed('Invio email', '41') }));
    const dialog = await screen.findByRole('dialog', { name: m.discardTitle });
    expect(within(dialog).getByText(m.discardConfirm)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: m.discard }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.notFound);
    expect(posts(fetchMock)).toEqual(['/backend/api/admin/jobs/41/discard']);
  });
});
