import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { CitiesPage } from './cities-page.tsx';

const m = messages.hostCatalog.admin;
const city = { _id: 5, name: 'Milano', title: 'Uffici a Milano', photo: 'city-milano.webp', popular: true };
const list = {
  success: true,
  message: m.loaded,
  data: { items: [city], page: 1, per_page: 100, has_more: false },
};

afterEach(() => vi.unstubAllGlobals());

describe('Catalogo › Città', () => {
  it('lists each city with its photo, described for screen readers, and the popular flag', async () => {
    mockApi(() => ({ body: list }));
    renderWithProviders(<CitiesPage />);
    const row = (await screen.findByText('Uffici a Milano')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getByRole('img', { name: m.photoAlt('Milano') })
        .getAttribute('src'),
    ).toContain('city-milano-480.webp');
    expect(within(row).getByText(m.popular)).toBeTruthy();
  });

  it('renames a city and sends the chosen photo to its upload after the save', async () => {
    const fetchMock = mockApi((path) => {
      if (path === 'admin/cities/5')
        return { body: { success: true, message: m.saved, data: { ...city, name: 'Milano Centro' } } };
      if (path === 'admin/cities/5/photo')
        return {
          body: {
            success: true,
            message: m.cityPhotoSaved,
            data: { ...city, name: 'Milano Centro', photo: 'city-5-0123456789abcdef.webp' },
          },
        };
      return { body: list };
    });
    renderWithProviders(<CitiesPage />);
    fireEvent.click(await screen.findByRole('button', { name: m.editNamed('Milano') }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(m.fields.name), { target: { value: 'Milano Centro' } });
    const photo = new File([new Uint8Array([1, 2, 3])], 'duomo.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByLabelText(m.choosePhoto), { target: { files: [photo] } });
    expect(within(dialog).getByText(m.photoChosen('duomo.jpg'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: m.save }));
    expect((await screen.findByRole('status')).textContent).toBe(m.cityPhotoSaved);
    expect(sentBody(fetchMock, 'admin/cities/5')).toEqual({
      name: 'Milano Centro',
      title: 'Uffici a Milano',
      popular: true,
    });
    const sent = sentBody(fetchMock, 'admin/cities/5/photo') as FormData;
    expect((sent.get('image') as File).name).toBe('duomo.jpg');
  });

  it('keeps the form open with the server’s refusal when only the photo fails', async () => {
    mockApi((path) => {
      if (path === 'admin/cities/5') return { body: { success: true, message: m.saved, data: city } };
      if (path === 'admin/cities/5/photo')
        return { status: 415, body: { success: false, message: messages.hostCatalog.host.photoType } };
      return { body: list };
    });
    renderWithProviders(<CitiesPage />);
    fireEvent.click(await screen.findByRole('button', { name: m.editNamed('Milano') }));
    const dialog = screen.getByRole('dialog');
    const notPhoto = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(within(dialog).getByLabelText(m.choosePhoto), { target: { files: [notPhoto] } });
    fireEvent.click(within(dialog).getByRole('button', { name: m.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.hostCatalog.host.photoType);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
