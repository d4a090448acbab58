import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../test/render.tsx';
import { MailPreviewsPage } from './mail-previews-page.tsx';

const m = messages.mail.previews;
const templates = [
  { name: 'benvenuto', title: 'Benvenuto' },
  { name: 'prenotazione-confermata', title: 'Prenotazione confermata' },
];
const previewOf = (name: string) => ({
  success: true,
  data: {
    name,
    title: templates.find((template) => template.name === name)?.title ?? name,
    subject: `Oggetto di ${name}`,
    html: `<!DOCTYPE html><html lang="it"><body><p>HTML di ${name}</p></body></html>`,
    text: `Testo di ${name}`,
    calendar_method: name === 'prenotazione-confermata' ? 'REQUEST' : null,
    frame_url: `/backend/api/mail-previews/${name}/frame?ticket=1.abc`,
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('Anteprima mail', () => {
  it('shows the first template at once, then the one picked: its subject, its HTML page in a sandboxed frame, and text', async () => {
    mockApi((path) =>
      path === 'admin/mail-previews'
        ? { body: { success: true, data: templates } }
        : { body: previewOf(path.replace('admin/mail-previews/', '')) },
    );
    renderWithProviders(<MailPreviewsPage />);
    const frame = await screen.findByTitle(m.frameTitle('Benvenuto'));
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('src')).toBe('/backend/api/mail-previews/benvenuto/frame?ticket=1.abc');
    expect(screen.getByText('Testo di benvenuto')).toBeTruthy();
    expect(screen.getByText('Oggetto di benvenuto')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(m.pick), { target: { value: 'prenotazione-confermata' } });
    expect(await screen.findByText('Testo di prenotazione-confermata')).toBeTruthy();
    expect(screen.getByText(`${m.calendar}: METHOD:REQUEST`)).toBeTruthy();
  });

  it('says so when the templates cannot be read', async () => {
    mockApi(() => ({ status: 500, body: { success: false, message: 'Errore' } }));
    renderWithProviders(<MailPreviewsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(m.loadError);
  });
});
