import type { HostListingSummary } from '@scrivania/core/catalog/host-listing-schemas';
import { messages } from '@scrivania/core/messages.it';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render.tsx';
import { HostDashboardScreen } from './booking-screens.tsx';

const d = messages.booking.hostScreens.dashboard;
const emptyDashboard = {
  success: true,
  message: 'ok',
  data: {
    today: [],
    upcoming: [],
    requests: [],
    transfers: [],
    month_paid_amount: 0,
    month_paid_bookings: 0,
  },
};
const listing: HostListingSummary = {
  _id: 9,
  property_name: 'Sala Portici',
  status: 'draft',
  thumb_image: null,
  price: 80,
  price_type: 'fixed',
  next_booking: null,
};

function renderDashboard(listings: HostListingSummary[]) {
  mockApi((path) =>
    path === 'host/properties'
      ? { body: { success: true, message: 'ok', data: listings } }
      : { body: emptyDashboard },
  );
  renderWithProviders(<HostDashboardScreen />, { path: '/host' });
}

beforeEach(() => localStorage.setItem('token', 'host-token'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the host dashboard', () => {
  it('invites a host without listings to create the first, with a button to the listing editor', async () => {
    renderDashboard([]);
    const create = await screen.findByRole('link', { name: 'Crea il tuo primo annuncio' });
    expect(create.getAttribute('href')).toBe('/host/listings/new');
    expect(screen.getByRole('region', { name: d.firstListing.title })).toBeTruthy();
    // The day's panels stay below the invitation.
    expect(await screen.findByRole('region', { name: d.requests })).toBeTruthy();
  });

  it('leaves the invitation out once the host has a listing, even a draft', async () => {
    renderDashboard([listing]);
    expect(await screen.findByRole('region', { name: d.requests })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Crea il tuo primo annuncio' })).toBeNull();
  });
});
