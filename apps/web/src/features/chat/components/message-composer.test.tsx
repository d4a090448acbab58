import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer.tsx';

const box = () => screen.getByLabelText('Scrivi un messaggio') as HTMLTextAreaElement;

describe('MessageComposer', () => {
  it('sends with Enter and clears the box; Shift+Enter does not send', async () => {
    const onSend = vi.fn(async () => {});
    render(<MessageComposer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'Prima riga' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: 'Prima riga\nSeconda riga' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(box().value).toBe(''));
    expect(onSend).toHaveBeenCalledWith('Prima riga\nSeconda riga');
  });

  it('never sends a blank message', () => {
    const onSend = vi.fn(async () => {});
    render(<MessageComposer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: '   \n  ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Invia' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses more than 2,000 characters with a message, and shows the characters left near the limit', () => {
    const onSend = vi.fn(async () => {});
    render(<MessageComposer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'a'.repeat(1990) } });
    expect(screen.getByText('10 caratteri rimanenti')).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'a'.repeat(2001) } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Il messaggio può contenere al massimo 2.000 caratteri.',
    );
  });

  it('keeps the text and shows the server message when sending fails', async () => {
    const { ApiError } = await import('../../../lib/api-client.ts');
    const onSend = vi.fn(async () => {
      throw new ApiError('Stai inviando troppi messaggi. Attendi qualche secondo e riprova.', 429);
    });
    render(<MessageComposer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'Ciao' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Stai inviando troppi messaggi. Attendi qualche secondo e riprova.',
    );
    expect(box().value).toBe('Ciao');
  });
});
