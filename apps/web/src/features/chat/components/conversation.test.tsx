import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../test/render.tsx';
import { Conversation } from './conversation.tsx';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const message = (id: number, senderId: number, body: string) => ({
  _id: id,
  sender_id: senderId,
  receiver_id: senderId === 1 ? 2 : 1,
  body,
  created_at: '2026-03-05T09:30:00.000Z',
  sender: { name: senderId === 1 ? 'Mario Rossi' : 'Luca Ferri' },
  property_id: null,
});

describe('Conversation', () => {
  it('shows the history oldest first, markup as plain text, and offers older messages', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({
      body: {
        success: true,
        data: {
          user: { _id: 2, name: 'Luca Ferri', avatar: null, total_msg_count: 0, property: null },
          messages: [message(10, 2, '<img src=x onerror="alert(1)">'), message(11, 1, 'Grazie!')],
          has_more: true,
        },
      },
    }));
    const { container } = renderWithProviders(<Conversation meId={1} userId={2} />);
    expect(await screen.findByRole('heading', { name: 'Luca Ferri' })).toBeTruthy();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(container.querySelector('ol img')).toBeNull();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items.at(-1)).toContain('Grazie!');
    expect(items.at(-1)).toContain('Tu');
    expect(screen.getByRole('button', { name: 'Carica messaggi precedenti' })).toBeTruthy();
  });

  it('names the space it is about, linked, and sends messages about the space the guest came from', async () => {
    localStorage.setItem('token', 'tok');
    const space = { _id: 7, property_name: 'Ufficio Navigli' };
    const fetchMock = mockApi((path) =>
      path === 'chat/send-message'
        ? {
            body: {
              success: true,
              message: 'Messaggio inviato.',
              data: { ...message(12, 1, 'Ciao'), property_id: 7 },
            },
          }
        : {
            body: {
              success: true,
              data: {
                user: { _id: 2, name: 'Luca Ferri', avatar: null, total_msg_count: 0, property: null },
                messages: [],
                has_more: false,
              },
            },
          },
    );
    renderWithProviders(<Conversation meId={1} userId={2} property={space} sendsProperty />);
    const link = await screen.findByRole('link', { name: 'Ufficio Navigli' });
    expect(link.getAttribute('href')).toBe('/PropertyView/7');
    expect(link.parentElement?.textContent).toBe('Riguardo a Ufficio Navigli');
    const box = screen.getByLabelText('Scrivi un messaggio');
    fireEvent.change(box, { target: { value: 'Ciao' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(sentBody(fetchMock, 'chat/send-message')).toMatchObject({
        user_id: 2,
        body: 'Ciao',
        property_id: 7,
      }),
    );
  });
});
