import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render.tsx';
import { BookingViewPage } from './booking-view-page.tsx';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/BookingView/:id', element: <BookingViewPage /> }];

describe('BookingViewPage', () => {
  it("answers with the not-found page when the API does not give the booking (someone else's or missing)", async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockApi((path) =>
      path === 'profile'
        ? { body: { success: true, data: { _id: 5, name: 'Mario Rossi', email: 'mario@example.test' } } }
        : { status: 404, body: { success: false, message: 'Booking details not found.' } },
    );
    renderRoutes(routes, '/BookingView/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Non trovato' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('booking/details/42'))).toBe(true);
  });

  it('answers with the not-found page for a malformed id without asking the API', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockApi(() => ({
      body: { success: true, data: { _id: 5, name: 'Mario Rossi', email: 'mario@example.test' } },
    }));
    renderRoutes(routes, '/BookingView/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Non trovato' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('booking/details'))).toBe(false);
  });
});
