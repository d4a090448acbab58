import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

const ALL = [
  'Il nome è obbligatorio',
  'Il cognome è obbligatorio',
  'Email is required',
  'Il numero di telefono è obbligatorio',
  'Seleziona un argomento',
  "È necessario accettare l'informativa sulla privacy",
];

function fillValid() {
  fireEvent.change(screen.getByLabelText('Nome'), { target: { value: ' Anna ' } });
  fireEvent.change(screen.getByLabelText('Cognome'), { target: { value: 'Verdi' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.com' } });
  fireEvent.change(screen.getByLabelText('Telefono'), { target: { value: '+39 333-123-4567' } });
  fireEvent.change(screen.getByLabelText('Argomento'), { target: { value: 'coworking' } });
  fireEvent.click(screen.getByLabelText(/privacy/));
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm', () => {
  it('lists every message at once, with native validation off', async () => {
    const fetchMock = mockApi(() => ({ body: { success: true } }));
    renderWithProviders(<ContactForm />);
    const form = screen.getByRole('button', { name: 'Invia' }).closest('form');
    expect(form?.noValidate).toBe(true);
    expect(screen.getByLabelText('Nome').getAttribute('aria-required')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(ALL));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats blank entries as missing and clears the messages on any edit', async () => {
    mockApi(() => ({ body: { success: true } }));
    renderWithProviders(<ContactForm />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Il nome è obbligatorio'));
    fireEvent.change(screen.getByLabelText('Cognome'), { target: { value: 'V' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the e-mail and phone formats', async () => {
    mockApi(() => ({ body: { success: true } }));
    renderWithProviders(<ContactForm />);
    fillValid();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna @example.com' } });
    fireEvent.change(screen.getByLabelText('Telefono'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Si prega di inserire un indirizzo email valido',
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain('Inserisci un numero di telefono valido');
  });

  it('sends trimmed values, shows the success message and clears the form', async () => {
    const fetchMock = mockApi(() => ({
      body: { success: true, message: 'Your inquiry has been submitted successfully!' },
    }));
    renderWithProviders(<ContactForm />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your inquiry has been submitted successfully!',
    );
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    const init = (fetchMock.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit | undefined;
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      name: 'Anna',
      topic: 'coworking',
      regolamento_generale_sulla_protezione_dei_dati: true,
    });
  });

  it("shows the server's message, or the fallbacks", async () => {
    mockApi(() => ({ status: 400, body: { success: false, message: 'Messaggio dal server' } }));
    renderWithProviders(<ContactForm />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Messaggio dal server');
  });

  it("says 'Submission failed' for an unsuccessful answer without a message", async () => {
    mockApi(() => ({ body: { success: false } }));
    renderWithProviders(<ContactForm />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Submission failed');
  });

  it("says 'An error occurred. Please try again later.' for an error status without a message", async () => {
    mockApi(() => ({ status: 500, body: {} }));
    renderWithProviders(<ContactForm />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred. Please try again later.');
  });

  it("says 'An error occurred. Please try again later.' when the network fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderWithProviders(<ContactForm />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred. Please try again later.');
  });
});
