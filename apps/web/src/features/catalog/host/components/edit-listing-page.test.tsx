import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { AtRoute } from '../../../../test/routes.tsx';
import { EditListingPage } from './edit-listing-page.tsx';

const m = messages.catalog.hostScreens;
const listing = {
  _id: 7,
  status: 'draft',
  property_name: 'Studio Aurora',
  category_id: 1,
  city_id: 2,
  address: '',
  desc: '',
  no_of_guest: 1,
  property_size: 1,
  price: null,
  price_type: 'person',
  discount_type: null,
  discount_percent_amount: null,
  service_ids: [],
  booking_mode: 'instant',
  cancellation_policy: 'flessibile',
  occupancy: 'exclusive',
  latitude: null,
  longitude: null,
  map_link: null,
  page_title: null,
  meta_desc: null,
  thumb_image: null,
  photos: [],
  windows: [],
  closed_days: [],
  closed_weekdays: [],
  bookings: [],
};

afterEach(() => vi.unstubAllGlobals());

function renderStep(step: string, respond: (path: string) => { status?: number; body: unknown }) {
  const fetchMock = mockApi(respond);
  renderWithProviders(
    <AtRoute path="/host/listings/:id">
      <EditListingPage />
    </AtRoute>,
    { path: `/host/listings/7?step=${step}` },
  );
  return fetchMock;
}

describe('the listing wizard', () => {
  it('refuses a latitude out of range in the browser, with the server’s words, without a request', async () => {
    const fetchMock = renderStep('location', () => ({
      body: { success: true, message: 'ok', data: listing },
    }));
    fireEvent.change(await screen.findByLabelText(m.editor.fields.latitude), { target: { value: '95' } });
    fireEvent.click(screen.getByRole('button', { name: m.editor.saveAndContinue }));
    expect(await screen.findByText(messages.catalog.host.latitudeInvalid)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('puts a field error the server names next to its field', async () => {
    const refusal = 'Il link della mappa deve essere una mappa incorporata di OpenStreetMap o Google Maps.';
    const fetchMock = renderStep('location', (path) =>
      path === 'host/properties/7' ? { body: { success: true, message: 'ok', data: listing } } : { body: {} },
    );
    const field = await screen.findByLabelText(m.editor.fields.map_link);
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ success: false, message: refusal, errors: { map_link: refusal } }), {
          status: 400,
        }),
    );
    fireEvent.change(field, { target: { value: 'https://example.com/map' } });
    fireEvent.click(screen.getByRole('button', { name: m.editor.saveAndContinue }));
    const error = await screen.findByText(refusal);
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(sentBody(fetchMock, 'host/properties/7')).toMatchObject({ map_link: 'https://example.com/map' });
  });

  it('offers the services of GET host/services with their price, and saves the ones ticked', async () => {
    const services = [
      { _id: 3, service_name: 'Proiettore', desc: '', price: 12.5 },
      { _id: 5, service_name: 'Catering', desc: '', price: 40 },
    ];
    const fetchMock = renderStep('booking', (path) =>
      path === 'host/services'
        ? { body: { success: true, message: 'ok', data: services } }
        : { body: { success: true, message: 'ok', data: { ...listing, service_ids: [5] } } },
    );
    const projector = await screen.findByRole('checkbox', { name: /Proiettore/ });
    expect(projector.closest('label')?.textContent).toContain(`${formatEuroCents(1250)} al giorno`);
    expect((screen.getByRole('checkbox', { name: /Catering/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(projector);
    fireEvent.click(screen.getByRole('button', { name: m.editor.saveAndContinue }));
    await vi.waitFor(() => {
      const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
      expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ service_ids: [3, 5] });
    });
  });

  it('offers the three cancellation policies with their deadlines and saves the one chosen', async () => {
    const fetchMock = renderStep('booking', (path) =>
      path === 'host/services'
        ? { body: { success: true, message: 'ok', data: [] } }
        : { body: { success: true, message: 'ok', data: listing } },
    );
    const flexible = await screen.findByRole('radio', { name: m.editor.cancellationPolicy.flessibile });
    expect((flexible as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: m.editor.cancellationPolicy.rigida }));
    fireEvent.click(screen.getByRole('button', { name: m.editor.saveAndContinue }));
    await vi.waitFor(() => {
      const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
      expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ cancellation_policy: 'rigida' });
    });
  });

  it('says next to the policies that a change applies to new bookings only', async () => {
    renderStep('booking', (path) =>
      path === 'host/services'
        ? { body: { success: true, message: 'ok', data: [] } }
        : { body: { success: true, message: 'ok', data: listing } },
    );
    const policies = await screen.findByRole('group', { name: m.editor.fields.cancellation_policy });
    expect(m.editor.cancellationPolicyNewBookingsOnly).toBe(
      'La modifica vale solo per le nuove prenotazioni: quelle già fatte mantengono la politica con cui sono state prenotate.',
    );
    expect(policies.getAttribute('aria-describedby')).toBeTruthy();
    const note = document.getElementById(policies.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(m.editor.cancellationPolicyNewBookingsOnly);
  });

  it('shows why publishing is refused', async () => {
    const missing = messages.catalog.host.missingForPublish('almeno una foto');
    renderStep('seo', (path) =>
      path.endsWith('/publish')
        ? { status: 400, body: { success: false, message: missing } }
        : { body: { success: true, message: 'ok', data: listing } },
    );
    fireEvent.click(await screen.findByRole('button', { name: m.publishing.publish }));
    expect((await screen.findByRole('alert')).textContent).toBe(missing);
  });

  it('opens a window through the schema, a one-day window when the end is left empty', async () => {
    const fetchMock = renderStep('availability', () => ({
      body: { success: true, message: 'ok', data: listing },
    }));
    fireEvent.change(await screen.findByLabelText('Dal'), { target: { value: '2099-03-10' } });
    fireEvent.click(screen.getByRole('button', { name: m.calendar.addWindow }));
    expect((await screen.findByRole('status')).textContent).toBe(m.calendar.saved);
    expect(sentBody(fetchMock, 'host/properties/7/availability')).toEqual({
      windows: [{ start_date: '2099-03-10', end_date: '2099-03-10' }],
      closed_days: [],
    });
    await vi.waitFor(() => expect((screen.getByLabelText('Dal') as HTMLInputElement).value).toBe(''));
  });

  it('saves the weekdays closed every week from seven labelled boxes, windows and closed days unchanged', async () => {
    const fetchMock = renderStep('availability', () => ({
      body: { success: true, message: 'ok', data: listing },
    }));
    const weekly = await screen.findByRole('group', { name: m.calendar.weeklyTitle });
    for (const name of m.calendar.weekdayNames) expect(within(weekly).getByLabelText(name)).toBeTruthy();
    fireEvent.click(within(weekly).getByLabelText('domenica'));
    fireEvent.click(within(weekly).getByLabelText('sabato'));
    fireEvent.click(within(weekly).getByRole('button', { name: m.calendar.weeklySave }));
    expect((await screen.findByRole('status')).textContent).toBe(m.calendar.saved);
    expect(sentBody(fetchMock, 'host/properties/7/availability')).toEqual({
      windows: [],
      closed_days: [],
      closed_weekdays: [6, 7],
    });
  });

  it('says why the server refuses a window', async () => {
    const overlap = messages.catalog.host.windowsOverlap('2099-03-01', '2099-03-10');
    renderStep('availability', (path) =>
      path.endsWith('/availability')
        ? { status: 400, body: { success: false, message: overlap } }
        : { body: { success: true, message: 'ok', data: listing } },
    );
    fireEvent.change(await screen.findByLabelText('Dal'), { target: { value: '2099-03-10' } });
    fireEvent.change(screen.getByLabelText('Al'), { target: { value: '2099-03-12' } });
    fireEvent.click(screen.getByRole('button', { name: m.calendar.addWindow }));
    expect((await screen.findByRole('alert')).textContent).toBe(overlap);
    expect((screen.getByLabelText('Al') as HTMLInputElement).value).toBe('2099-03-12');
  });
});
