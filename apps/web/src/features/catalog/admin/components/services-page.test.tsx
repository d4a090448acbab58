import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { ServicesPage } from './services-page.tsx';

const m = messages.hostCatalog.admin;
const service = { _id: 9, name: 'Parcheggio', desc: 'Posto auto coperto', price: 12.5, icon: 'parking.svg' };
const list = {
  success: true,
  message: m.loaded,
  data: { items: [service], page: 1, per_page: 100, has_more: false },
};

afterEach(() => vi.unstubAllGlobals());

describe('Catalogo › Servizi', () => {
  it('lists each service with its price in euro a day, as bookings are charged, and its icon', async () => {
    mockApi(() => ({ body: list }));
    renderWithProviders(<ServicesPage />);
    const row = (await screen.findByText('Parcheggio')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/^12,50\s€ al giorno$/)).toBeTruthy();
    expect(within(row).getByText('parking.svg')).toBeTruthy();
  });

  it('creates a service without an icon, and shows the server’s field errors under their fields', async () => {
    const fetchMock = mockApi((path) =>
      path === 'admin/services'
        ? {
            status: 400,
            body: { success: false, message: m.priceInvalid, errors: { price: m.priceInvalid } },
          }
        : { body: list },
    );
    renderWithProviders(<ServicesPage />);
    fireEvent.click(await screen.findByRole('button', { name: m.newService }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(m.fields.name), { target: { value: 'Proiettore' } });
    const price = within(dialog).getByLabelText(m.fields.price);
    fireEvent.change(price, { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: m.save }));
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(price.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      m.priceInvalid,
    );
    expect(sentBody(fetchMock, 'admin/services')).toEqual({ name: 'Proiettore', price: 8, icon: null });
  });
});
