import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
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
});

describe('Conversation', () => {
  it('shows the history oldest first, markup as plain text, and offers older messages', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({
      body: {
        success: true,
        data: {
          user: { _id: 2, name: 'Luca Ferri', avatar: null, total_msg_count: 0 },
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
});
