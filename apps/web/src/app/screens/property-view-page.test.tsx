import { computePrice } from '@scrivania/core/booking/pricing';
import { priceTermsOfCard, pricingInputFor } from '@scrivania/core/booking/pricing-input';
import type { Tax } from '@scrivania/core/booking/schemas';
import { HOURLY_DEFAULTS } from '@scrivania/core/catalog/hourly-schemas';
import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import { formatEuroCents } from '@scrivania/core/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render.tsx';
import { PropertyViewPage } from './property-view-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Priced per person with a 10 % discount, as the checkout's own test case. */
const property: PropertyDetail = {
  _id: 3,
  property_name: 'Sala Navigli',
  property_type: 'Sala riunioni',
  thumb_image: null,
  property_image: [],
  address: 'Via Navigli 2, Milano',
  city_name: 'Milano',
  category_name: 'Meeting Room',
  no_of_guest: 4,
  occupancy: 'exclusive',
  booking_mode: 'instant',
  cancellation_policy: 'moderata',
  closed_weekdays: [],
  property_size: 30,
  price: 45,
  price_cents: 4500,
  price_type: 'person',
  price_charge_type: 'giorno',
  ...HOURLY_DEFAULTS,
  discount_check: 'yes',
  discount_type: 'percent',
  discount_percent_amount: 10,
  availableDates: null,
  desc: 'Una sala luminosa.',
  map_link: null,
  latitude: null,
  longitude: null,
  page_title: null,
  meta_desc: null,
  keywords: null,
  user: { name: 'Giulia', avatar: null },
  property_service: [],
};
const taxes: Tax[] = [{ _id: 1, tax_type: 'VAT', label: 'IVA', tax_percent: 22, tax_basis_points: 2200 }];

/** Where a signed-out guest is sent: the address, to read its returnUrl. */
function LoginLanding() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(path = '/PropertyView/3') {
  mockApi((path) => {
    if (path === 'property/3') return { body: { success: true, data: property } };
    if (path === 'property-review/3') return { body: { success: true, data: [] } };
    if (path === 'booking/tax') return { body: { success: true, data: taxes } };
    return { status: 401, body: { success: false, message: 'no' } };
  });
  renderWithProviders(
    <Routes>
      <Route path="/PropertyView/:id" element={<PropertyViewPage />} />
      <Route path="/Login" element={<LoginLanding />} />
    </Routes>,
    { path },
  );
}
const bar = () => screen.getByRole('region', { name: 'Prezzo e prenotazione' });

describe('the property page', () => {
  it('keeps a booking bar with the price per day before VAT, leading to the availability form', async () => {
    renderPage();
    await waitFor(() => expect(bar()).toBeTruthy());
    expect(bar().className).toMatch(/\bfixed\b.*\bbottom-0\b/);
    expect(bar().className).toContain('lg:hidden');
    expect(bar().className).toContain('h-(--booking-bar-height)');
    const [price, vat] = bar().querySelectorAll('p');
    expect(price?.textContent).toMatch(/^45,00\s€ \/ giorno a persona$/);
    expect(vat?.textContent).toBe('IVA esclusa');
    const link = within(bar()).getByRole('link', { name: 'Scegli le date' });
    expect(link.getAttribute('href')).toBe('#disponibilita');
    expect(document.getElementById('disponibilita')?.tagName).toBe('FORM');
    // Before any date, no total: only the price.
    expect(within(bar()).queryByTestId('stay-total')).toBeNull();
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Dal' }));
  });

  it('keeps the booking card in view beside the description on a wide screen', async () => {
    renderPage();
    const card = await screen.findByTestId('booking-card');
    expect(card.className).toContain('lg:sticky');
    expect(card.className).toContain('lg:self-start');
    expect(within(card).getByText(/IVA esclusa/)).toBeTruthy();
  });

  it("shows the chosen stay's total as the checkout computes it: days, guests, discount, VAT, to the euro", async () => {
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Dal' }), {
      target: { value: '05/03/2030' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Al' }), { target: { value: '07/03/2030' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ospiti' }), { target: { value: '2' } });

    const engine = computePrice(
      pricingInputFor(priceTermsOfCard(property), {
        range: { start: '2030-03-05', end: '2030-03-07' },
        guests: 2,
        servicePricesCents: [],
        taxBasisPoints: [2200],
      }),
    );
    // 45 × 3 gg × 2 = 270, less 10 % of 45 × 3 gg (13,50) = 256,50; IVA 56,43 → 312,93 → 313 €.
    expect(engine.payableAmountCents).toBe(31_300);
    const total = await within(bar()).findByTestId('stay-total');
    expect(total.textContent).toBe(formatEuroCents(engine.payableAmountCents));
    expect(bar().querySelectorAll('p')[1]?.textContent).toMatch(/^Totale 313,00\s€ · IVA inclusa$/);
    const card = screen.getByTestId('card-stay-total');
    expect(card.textContent).toMatch(/^Totale per 3 giorni: 313,00\s€ · IVA inclusa$/);
    // With dates, the bar leads to the form's button, whose text stays the SPEC's.
    fireEvent.click(within(bar()).getByRole('link', { name: 'Prenota' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Verificare la disponibilità' }));
  });

  it('starts from the dates and guests a search carried, and keeps them through the login', async () => {
    renderPage('/PropertyView/3?start_date=2030-03-05&end_date=2030-03-07&no_of_guest=2');
    const from = (await screen.findByRole('textbox', { name: 'Dal' })) as HTMLInputElement;
    expect(from.value).toBe('05/03/2030');
    expect((screen.getByRole('textbox', { name: 'Al' }) as HTMLInputElement).value).toBe('07/03/2030');
    expect((screen.getByRole('combobox', { name: 'Ospiti' }) as HTMLSelectElement).value).toBe('2');
    // The total is there before the guest touches anything: the page starts from the stay.
    expect((await within(bar()).findByTestId('stay-total')).textContent).toMatch(/^313,00\s€$/);

    // A signed-out guest goes to the login, which is to bring them back with the same stay.
    fireEvent.change(screen.getByRole('combobox', { name: 'Ospiti' }), { target: { value: '3' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Verificare la disponibilità' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verificare la disponibilità' }));
    const landing = await screen.findByTestId('login');
    const back = '/PropertyView/3?start_date=2030-03-05&end_date=2030-03-07&no_of_guest=3';
    expect(landing.textContent).toBe(`/Login?returnUrl=${encodeURIComponent(back)}`);
  });

  it('leaves the boxes empty for an address whose stay the form cannot show', async () => {
    renderPage('/PropertyView/3?start_date=domani&no_of_guest=9');
    const from = (await screen.findByRole('textbox', { name: 'Dal' })) as HTMLInputElement;
    expect(from.value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Ospiti' }) as HTMLSelectElement).value).toBe('1');
    expect(within(bar()).getByRole('link', { name: 'Scegli le date' })).toBeTruthy();
  });
});
