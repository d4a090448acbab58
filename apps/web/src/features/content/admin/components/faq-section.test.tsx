import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { FaqSection, movedIds } from './faq-section.tsx';

const m = messages.content.admin;
const faqs = [
  { _id: 1, question: 'Come prenoto?', answer: '<p>Dal sito.</p>', sort_order: 1 },
  { _id: 2, question: 'Posso annullare?', answer: '<p>Sì.</p>', sort_order: 2 },
  { _id: 3, question: 'Come pago?', answer: '<p>Con carta.</p>', sort_order: 3 },
];
const list = { success: true, message: 'ok', data: { items: faqs, page: 1, per_page: 200, has_more: false } };

afterEach(() => vi.unstubAllGlobals());

describe('moving an FAQ', () => {
  it('swaps it with its neighbour, and leaves the ends where they are', () => {
    expect(movedIds(faqs, 1, -1)).toEqual([2, 1, 3]);
    expect(movedIds(faqs, 1, 1)).toEqual([1, 3, 2]);
    expect(movedIds(faqs, 0, -1)).toEqual([1, 2, 3]);
    expect(movedIds(faqs, 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('the FAQ section', () => {
  it('sends the whole new order when an FAQ moves up; the first cannot move up, the last not down', async () => {
    const fetchMock = mockApi(() => ({ body: list }));
    renderWithProviders(<FaqSection />);
    const up = await screen.findByRole('button', { name: `${m.ui.moveUp}: Come pago?` });
    expect(screen.getByRole('button', { name: `${m.ui.moveUp}: Come prenoto?` })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: `${m.ui.moveDown}: Come pago?` })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(up);
    await waitFor(() => expect(sentBody(fetchMock, 'admin/faqs/reorder')).toEqual({ ids: [1, 3, 2] }));
  });

  it('refuses an empty question in the browser with the schema’s words, without a request', async () => {
    const fetchMock = mockApi(() => ({ body: list }));
    renderWithProviders(<FaqSection />);
    const form = (await screen.findByRole('heading', { name: m.ui.newFaq })).parentElement;
    if (!form) throw new Error('no form');
    fireEvent.change(within(form).getByLabelText(m.fields.answer), { target: { value: '<p>Risposta</p>' } });
    fireEvent.click(within(form).getByRole('button', { name: m.ui.addFaq }));
    expect(await within(form).findByText(m.required)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('deletes only after the confirm', async () => {
    const fetchMock = mockApi(() => ({ body: list }));
    renderWithProviders(<FaqSection />);
    fireEvent.click(await screen.findByRole('button', { name: `${m.ui.delete}: Posso annullare?` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.ui.deleteWarning)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: m.ui.delete }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => init?.method === 'DELETE' && String(input).endsWith('admin/faqs/2'),
        ),
      ).toBe(true),
    );
  });

  it('puts the server’s refusal under the field it names, and anything else under the form', async () => {
    const tooLong = 'Domanda troppo lunga.';
    let refusal: { status: number; body: unknown } = {
      status: 400,
      body: { success: false, message: tooLong, errors: { question: tooLong } },
    };
    mockApi((_path, method) => (method === 'POST' ? refusal : { body: list }));
    renderWithProviders(<FaqSection />);
    const form = (await screen.findByRole('heading', { name: m.ui.newFaq })).parentElement;
    if (!form) throw new Error('no form');
    fireEvent.change(within(form).getByLabelText(m.fields.question), { target: { value: 'Domanda?' } });
    fireEvent.change(within(form).getByLabelText(m.fields.answer), { target: { value: '<p>Sì.</p>' } });
    fireEvent.click(within(form).getByRole('button', { name: m.ui.addFaq }));
    const question = within(form).getByLabelText(m.fields.question);
    await waitFor(() => expect(question.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(tooLong)).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();

    refusal = { status: 500, body: { success: false, message: '', errors: {} } };
    fireEvent.click(within(form).getByRole('button', { name: m.ui.addFaq }));
    expect((await within(form).findByRole('alert')).textContent).toBe(m.ui.saveFailed);
  });
});
