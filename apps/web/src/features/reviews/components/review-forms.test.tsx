import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../test/render.tsx';
import { AtRoute } from '../../../test/routes.tsx';
import { AddPropertyTestimonialPage } from './add-property-testimonial-page.tsx';
import { AddTestimonialPage } from './add-testimonial-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const m = messages.reviews;
const stored = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.some(([input]) => String(input).endsWith(`/backend/api/${path}`));
/** The error line under a field: the element its control names with `aria-describedby`. */
const errorUnder = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

function renderReview() {
  localStorage.setItem('token', 'tok');
  return renderWithProviders(
    <AtRoute path="/AddPropertyTestimonials/:propertyId">
      <AddPropertyTestimonialPage />
    </AtRoute>,
    { path: '/AddPropertyTestimonials/7' },
  );
}

describe('the review form', () => {
  it("refuses what the server's schema refuses, with its words under each field, before sending", async () => {
    const fetchMock = mockApi(() => ({ body: { success: true, message: 'ok' } }));
    renderReview();
    fireEvent.click(screen.getByRole('button', { name: 'Pubblica la recensione' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`${m.starRating}\n${m.reviewText}`);
    expect(screen.getByRole('group', { name: 'Valutazione' }).textContent).toContain(m.starRating);
    expect(errorUnder(screen.getByLabelText('La tua recensione'))).toBe(m.reviewText);
    expect(stored(fetchMock, 'property-review/store')).toBe(false);
  });

  it('sends the stars, the text and the property, and shows the server’s refusal under its field', async () => {
    const fetchMock = mockApi(() => ({
      status: 400,
      body: { success: false, message: 'Testo rifiutato.', errors: { review: 'Testo rifiutato.' } },
    }));
    renderReview();
    fireEvent.click(screen.getByRole('radio', { name: '4 stelle' }));
    fireEvent.change(screen.getByLabelText('La tua recensione'), { target: { value: 'Ottima sala.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pubblica la recensione' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Testo rifiutato.');
    const sent = sentBody(fetchMock, 'property-review/store') as FormData;
    expect([sent.get('star_rating'), sent.get('review'), sent.get('property_id')]).toEqual([
      '4',
      'Ottima sala.',
      '7',
    ]);
    await waitFor(() =>
      expect(errorUnder(screen.getByLabelText('La tua recensione'))).toBe('Testo rifiutato.'),
    );
  });
});

describe('the testimonial form', () => {
  it("refuses what the server's schema refuses, with its words under each field, before sending", async () => {
    const fetchMock = mockApi(() => ({ body: { success: true, message: 'ok' } }));
    renderWithProviders(<AddTestimonialPage />, { path: '/AddTestimonials' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'non-una-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia la testimonianza' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.split('\n')).toEqual([
      'Il titolo è obbligatorio.',
      'Scrivi la tua testimonianza.',
      'Il nome è obbligatorio.',
      m.starRating,
      'Si prega di inserire un indirizzo email valido.',
    ]);
    expect(errorUnder(screen.getByLabelText('Titolo'))).toBe('Il titolo è obbligatorio.');
    expect(errorUnder(screen.getByLabelText('Email'))).toBe(
      'Si prega di inserire un indirizzo email valido.',
    );
    expect(errorUnder(screen.getByLabelText('La tua esperienza'))).toBe('Scrivi la tua testimonianza.');
    expect(screen.getByLabelText('Ruolo').getAttribute('aria-invalid')).toBeNull();
    expect(stored(fetchMock, 'testimonial/store')).toBe(false);
  });

  it('sends a complete testimonial and shows the server’s word on the photo under it', async () => {
    const fetchMock = mockApi(() => ({
      status: 400,
      body: { success: false, message: m.photoInvalid, errors: { user_img: m.photoInvalid } },
    }));
    renderWithProviders(<AddTestimonialPage />, { path: '/AddTestimonials' });
    fireEvent.change(screen.getByLabelText('Titolo'), { target: { value: 'Servizio ottimo' } });
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Anna Verdi' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: '5 stelle' }));
    fireEvent.change(screen.getByLabelText('La tua esperienza'), { target: { value: 'Tutto perfetto.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia la testimonianza' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.photoInvalid);
    expect(errorUnder(screen.getByLabelText('Foto (facoltativa)'))).toBe(m.photoInvalid);
    const sent = sentBody(fetchMock, 'testimonial/store') as FormData;
    expect(sent.get('star_rating')).toBe('5');
    expect(sent.get('email')).toBe('anna@example.com');
    expect(sent.has('user_img')).toBe(false);
  });
});
