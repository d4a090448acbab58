import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { HomeTestimonials } from '../../components/home-testimonials.tsx';
import { ModerationPage } from './moderation-page.tsx';

const m = messages.reviews.moderation;
const s = m.screen;

const testimonial = {
  _id: 7,
  title: 'Ottimo coworking',
  short_desc: '<b>Spazi</b> comodi.',
  name: 'Marco Bianchi',
  position: 'Grafico',
  star_rating: 4,
  email: 'marco@example.com',
  user_img: null,
  status: 'pending',
  reject_reason: null,
  moderated_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
};
const review = {
  _id: 3,
  review: 'Sala luminosa.',
  star_rating: 5,
  verified: true,
  created_at: '2026-11-19T10:00:00.000Z',
  hidden_at: null,
  property: { _id: 1, name: 'Loft Navigli' },
  user: { _id: 5, name: 'Mario Rossi', email: 'mario@example.com' },
};
const page = (items: unknown[]) => ({
  success: true,
  data: { items, page: 1, per_page: 25, has_more: false },
});

beforeEach(() => localStorage.setItem('token', 'admin-token'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the moderation screen', () => {
  it('approves a waiting testimonial and says so', async () => {
    const fetchMock = mockApi((path) =>
      path === 'admin/testimonials/7/approve'
        ? { body: { success: true, message: m.approved, data: { ...testimonial, status: 'approved' } } }
        : { body: page([testimonial]) },
    );
    renderWithProviders(<ModerationPage />, { path: '/admin/moderation' });
    const row = (await screen.findByText('Ottimo coworking')).closest('tr') as HTMLElement;
    // What a visitor wrote is text, never markup.
    expect(within(row).getByText('<b>Spazi</b> comodi.')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: s.approveLabel('Ottimo coworking') }));
    expect((await screen.findByRole('status')).textContent).toBe(m.approved);
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith('admin/testimonials?status=pending&page=1')),
    ).toBe(true);
  });

  it('asks for a reason before rejecting and sends it', async () => {
    const fetchMock = mockApi((path) =>
      path === 'admin/testimonials/7/reject'
        ? { body: { success: true, message: m.rejected, data: { ...testimonial, status: 'rejected' } } }
        : { body: page([testimonial]) },
    );
    renderWithProviders(<ModerationPage />, { path: '/admin/moderation' });
    fireEvent.click(await screen.findByRole('button', { name: s.rejectLabel('Ottimo coworking') }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: s.reject, hidden: true }));
    expect(await within(dialog).findByText(m.rejectReasonRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/reject'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(s.rejectReason), { target: { value: 'Pubblicità.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: s.reject, hidden: true }));
    expect((await screen.findByRole('status')).textContent).toBe(m.rejected);
    expect(sentBody(fetchMock, 'admin/testimonials/7/reject')).toEqual({ reason: 'Pubblicità.' });
  });

  it('hides a review from the reviews tab and shows the server refusal when there is one', async () => {
    mockApi((path) =>
      path === 'admin/reviews/3/hide'
        ? { status: 409, body: { success: false, message: m.alreadyHidden } }
        : { body: page([review]) },
    );
    renderWithProviders(<ModerationPage />, { path: '/admin/moderation?tab=reviews' });
    expect(await screen.findByText('Loft Navigli')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: s.hideLabel('Mario Rossi') }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.alreadyHidden);
  });
});

describe('the home page testimonials', () => {
  it('shows the approved ones, and nothing while there are none', async () => {
    mockApi(() => ({
      body: {
        success: true,
        data: [{ ...testimonial, status: undefined, email: undefined }],
      },
    }));
    renderWithProviders(<HomeTestimonials />);
    expect(await screen.findByRole('heading', { name: messages.reviews.home.title })).toBeTruthy();
    expect(screen.getByText('Ottimo coworking')).toBeTruthy();
    vi.unstubAllGlobals();
    mockApi(() => ({ body: { success: true, data: [] } }));
    const { container } = renderWithProviders(<HomeTestimonials />);
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
