import type { ListingCalendars } from '@scrivania/core/catalog/calendar-schemas';
import { HOURLY_DEFAULTS } from '@scrivania/core/catalog/hourly-schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { AtRoute } from '../../../../test/routes.tsx';
import { EditListingPage } from './edit-listing-page.tsx';

const m = messages.hostCatalog.hostScreens;
const listing = {
  _id: 7,
  status: 'draft',
  property_name: 'Studio Aurora',
  category_id: 2,
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

const categories = [
  { _id: 1, category_name: 'Day Office', category_title: 'Day office', seo_data: null },
  { _id: 2, category_name: 'Coworking', category_title: 'Coworking', seo_data: null },
];
const cities = [
  { _id: 2, city_name: 'Roma' },
  { _id: 4, city_name: 'Milano' },
];

afterEach(() => vi.unstubAllGlobals());

type Respond = (
  path: string,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** The listing's calendars: its feed address and no imported calendar. */
const calendars: ListingCalendars = {
  feed_url: 'https://scrivania.example/ical/listings/7/segreto.ics',
  calendars: [],
  conflicts: [],
  imported_days: [],
};

/** The catalogue's lists (menu, cities) as the API answers them, then `respond` for the rest. */
function renderStep(step: string, respond: Respond) {
  const fetchMock = mockApi((path) => {
    if (path === 'menu') return { body: { success: true, message: 'ok', data: categories } };
    if (path === 'city-section') return { body: { success: true, data: cities } };
    if (path === 'host/properties/7/calendars')
      return { body: { success: true, message: 'ok', data: calendars } };
    return respond(path);
  });
  renderWithProviders(
    <AtRoute path="/host/listings/:id">
      <EditListingPage />
    </AtRoute>,
    { path: `/host/listings/7?step=${step}` },
  );
  return fetchMock;
}

describe('the listing wizard', () => {
  it('finds the address by typing, fills address, city and spot from the place chosen, and saves them', async () => {
    const place = {
      label: 'Via Dante 12, 20121 Milano',
      address: 'Via Dante 12, 20121 Milano',
      city_id: 4,
      city_name: 'Milano',
      zip: '20121',
      latitude: 45.4665,
      longitude: 9.1848,
    };
    const fetchMock = renderStep('location', (path) => {
      if (path === 'host/places')
        return { body: { success: true, sandbox: true, data: [{ ...place, label: 'Milano (MI)' }, place] } };
      return { body: { success: true, message: 'ok', data: listing } };
    });
    const box = await screen.findByRole('combobox', { name: m.editor.fields.address });
    expect(screen.getByText(m.editor.location.noSpot)).toBeTruthy();
    fireEvent.change(box, { target: { value: 'via dante 12' } });
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Milano (MI)', place.label]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(new RegExp(m.editor.location.sandbox))).toBeTruthy();
    const searched = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('places'));
    expect(new URL(String(searched), 'http://x').searchParams.get('q')).toBe('via dante 12');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLInputElement).value).toBe(place.address);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((screen.getByLabelText(m.editor.fields.city_id) as HTMLSelectElement).value).toBe('4');
    expect(screen.getByText(m.editor.location.coordinates('45.466500', '9.184800'))).toBeTruthy();
    expect(screen.queryByLabelText(m.editor.fields.latitude)).toBeNull();
    expect(screen.queryByLabelText(m.editor.fields.map_link)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: m.editor.saveAndContinue }));
    await vi.waitFor(() => {
      const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
      expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
        address: place.address,
        city_id: 4,
        latitude: 45.4665,
        longitude: 9.1848,
      });
    });
  });

  it('closes the list with Escape and keeps what was typed as the address', async () => {
    renderStep('location', (path) =>
      path === 'host/places'
        ? {
            body: {
              success: true,
              sandbox: false,
              data: [
                {
                  label: 'Roma (RM)',
                  address: '00186 Roma',
                  city_id: null,
                  city_name: 'Roma',
                  zip: '00186',
                  latitude: 41.9,
                  longitude: 12.49,
                },
              ],
            },
          }
        : { body: { success: true, message: 'ok', data: listing } },
    );
    const box = await screen.findByRole('combobox', { name: m.editor.fields.address });
    fireEvent.change(box, { target: { value: 'Roma, scala B' } });
    await screen.findByRole('option', { name: 'Roma (RM)' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('Roma, scala B');
  });

  it('says when the address search does not answer, in the server’s words', async () => {
    renderStep('location', (path) =>
      path === 'host/places'
        ? { status: 503, body: { success: false, message: messages.catalog.places.unavailable } }
        : { body: { success: true, message: 'ok', data: listing } },
    );
    fireEvent.change(await screen.findByRole('combobox', { name: m.editor.fields.address }), {
      target: { value: 'via po' },
    });
    expect((await screen.findByText(messages.catalog.places.unavailable)).getAttribute('role')).toBe(
      'status',
    );
  });

  it('shows the saved category and city when the step is revisited, whenever the catalogue answers', async () => {
    const fetchMock = renderStep('basics', () => ({ body: { success: true, message: 'ok', data: listing } }));
    // The catalogue answers after the form has drawn its selects with the listing's values.
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/menu')) await new Promise((resolve) => setTimeout(resolve, 50));
      if (!answer) throw new Error('no answer');
      return answer(input, init);
    });
    const category = (await screen.findByLabelText(m.editor.fields.category_id)) as HTMLSelectElement;
    const city = screen.getByLabelText(m.editor.fields.city_id) as HTMLSelectElement;
    await vi.waitFor(() => expect(category.selectedOptions[0]?.textContent).toBe('Coworking'));
    await vi.waitFor(() => expect(city.selectedOptions[0]?.textContent).toBe('Roma'));
  });

  it('puts a field error the server names next to its field', async () => {
    const refusal = messages.hostCatalog.host.addressTooLong;
    const fetchMock = renderStep('location', (path) =>
      path === 'host/properties/7' ? { body: { success: true, message: 'ok', data: listing } } : { body: {} },
    );
    const field = await screen.findByRole('combobox', { name: m.editor.fields.address });
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ success: false, message: refusal, errors: { address: refusal } }), {
          status: 400,
        }),
    );
    fireEvent.change(field, { target: { value: 'Via Lunga 1' } });
    fireEvent.click(screen.getByRole('button', { name: m.editor.saveAndContinue }));
    const error = await screen.findByText(refusal);
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(sentBody(fetchMock, 'host/properties/7')).toMatchObject({ address: 'Via Lunga 1' });
  });

  it('links a published listing to its public page', async () => {
    renderStep('seo', () => ({
      body: { success: true, message: 'ok', data: { ...listing, status: 'published' } },
    }));
    const link = await screen.findByRole('link', { name: m.publishing.view });
    expect(link.getAttribute('href')).toBe('/PropertyView/7');
    expect(screen.queryByRole('button', { name: m.publishing.publish })).toBeNull();
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
    const flexible = await screen.findByRole('radio', {
      name: messages.booking.cancellation.policyRules.flessibile,
    });
    expect((flexible as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: messages.booking.cancellation.policyRules.rigida }));
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
    const missing = messages.hostCatalog.host.missingForPublish('almeno una foto');
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
    fireEvent.click(screen.getByRole('button', { name: messages.catalog.calendar.addWindow }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.catalog.calendar.saved);
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
    const weekly = await screen.findByRole('group', { name: messages.catalog.calendar.weeklyTitle });
    for (const name of messages.catalog.calendar.weekdayNames)
      expect(within(weekly).getByLabelText(name)).toBeTruthy();
    fireEvent.click(within(weekly).getByLabelText('domenica'));
    fireEvent.click(within(weekly).getByLabelText('sabato'));
    fireEvent.click(within(weekly).getByRole('button', { name: messages.catalog.calendar.weeklySave }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.catalog.calendar.saved);
    expect(sentBody(fetchMock, 'host/properties/7/availability')).toEqual({
      windows: [],
      closed_days: [],
      closed_weekdays: [6, 7],
    });
  });

  it('says why the server refuses a window', async () => {
    const overlap = messages.hostCatalog.host.windowsOverlap('2099-03-01', '2099-03-10');
    renderStep('availability', (path) =>
      path.endsWith('/availability')
        ? { status: 400, body: { success: false, message: overlap } }
        : { body: { success: true, message: 'ok', data: listing } },
    );
    fireEvent.change(await screen.findByLabelText('Dal'), { target: { value: '2099-03-10' } });
    fireEvent.change(screen.getByLabelText('Al'), { target: { value: '2099-03-12' } });
    fireEvent.click(screen.getByRole('button', { name: messages.catalog.calendar.addWindow }));
    expect((await screen.findByRole('alert')).textContent).toBe(overlap);
    expect((screen.getByLabelText('Al') as HTMLInputElement).value).toBe('2099-03-12');
  });
});

const h = messages.catalog.hourlyScreens;

/** A draft meeting room, sold by the hour from Monday to Friday 09:00–13:00. */
const room = {
  ...listing,
  no_of_guest: 6,
  property_size: 20,
  price: 25,
  price_type: 'fixed',
  ...HOURLY_DEFAULTS,
  booking_unit: 'hour',
  opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '09:00', close: '13:00' })),
};

/** A step of the room, its listing `data`, the services none. */
const renderRoomStep = (step: string, data: object) =>
  renderStep(step, (path) =>
    path === 'host/services'
      ? { body: { success: true, message: 'ok', data: [] } }
      : { body: { success: true, message: 'ok', data } },
  );

const patchSent = (fetchMock: ReturnType<typeof mockApi>) => {
  const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
  return JSON.parse(String(patch?.[1]?.body)) as Record<string, unknown>;
};

describe('the wizard of a listing sold by the hour', () => {
  it('chooses the unit beside the price, which then is a price per hour', async () => {
    const fetchMock = renderRoomStep('capacity', { ...room, ...HOURLY_DEFAULTS });
    const byHour = await screen.findByRole('radio', { name: h.bookingUnit.hour });
    expect(screen.getByRole('group', { name: h.bookingUnitLegend })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: m.editor.fields.price })).toBeTruthy();
    fireEvent.click(byHour);
    expect(await screen.findByRole('textbox', { name: h.pricePerHour })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.editor.saveAndContinue }));
    await vi.waitFor(() => expect(patchSent(fetchMock)).toMatchObject({ booking_unit: 'hour', price: 25 }));
  });

  it('edits the opening hours day by day, each time labelled, and the rules', async () => {
    const fetchMock = renderRoomStep('booking', room);
    const monday = await screen.findByRole('group', { name: 'lunedì' });
    expect((within(monday).getByLabelText('Apertura') as HTMLInputElement).value).toBe('09:00');
    expect(within(screen.getByRole('group', { name: 'sabato' })).getByText(h.closedDay)).toBeTruthy();

    fireEvent.click(within(monday).getByRole('button', { name: h.addWindowNamed('lunedì') }));
    fireEvent.change(within(monday).getByLabelText('Apertura 2'), { target: { value: '14:00' } });
    fireEvent.change(within(monday).getByLabelText('Chiusura 2'), { target: { value: '18:00' } });
    const friday = screen.getByRole('group', { name: 'venerdì' });
    fireEvent.click(within(friday).getByRole('button', { name: h.removeWindowNamed('venerdì', 1) }));
    fireEvent.change(screen.getByRole('spinbutton', { name: h.min_hours }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: h.slot_minutes }), { target: { value: '30' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: h.buffer_minutes }), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: m.editor.saveAndContinue }));

    await vi.waitFor(() =>
      expect(patchSent(fetchMock)).toMatchObject({
        opening_hours: [
          ...[1, 2, 3, 4].map((weekday) => ({ weekday, open: '09:00', close: '13:00' })),
          { weekday: 1, open: '14:00', close: '18:00' },
        ],
        min_hours: 2,
        slot_minutes: 30,
        buffer_minutes: 15,
      }),
    );
  });

  it('puts the server’s word on an opening time under that time, and on a rule under the rule', async () => {
    const overlap = messages.catalog.hourly.openingHoursOverlap(2, '09:00', '09:00');
    const fetchMock = renderRoomStep('booking', room);
    await screen.findByRole('group', { name: 'martedì' });
    const errors = {
      'opening_hours.1.close': overlap,
      min_notice_hours: messages.catalog.hourly.minNoticeHoursInvalid,
    };
    fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify({ success: false, message: overlap, errors }), { status: 400 }),
    );
    fireEvent.click(screen.getByRole('button', { name: m.editor.saveAndContinue }));
    const error = await screen.findByText(overlap);
    const tuesdayClose = within(screen.getByRole('group', { name: 'martedì' })).getByLabelText('Chiusura');
    expect(tuesdayClose.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByText(messages.catalog.hourly.minNoticeHoursInvalid)).toBeTruthy();
  });

  it('shows no hours to a listing sold by the day', async () => {
    renderRoomStep('booking', { ...room, ...HOURLY_DEFAULTS });
    await screen.findByRole('radio', { name: messages.booking.cancellation.policyRules.flessibile });
    expect(screen.queryByRole('group', { name: h.openingHoursLegend })).toBeNull();
  });
});
