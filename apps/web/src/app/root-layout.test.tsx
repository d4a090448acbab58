import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render.tsx';
import { SiteCtaBand, SiteFooter, SiteHeader } from './root-layout.tsx';

const seo = { page_title: '', meta_desc: '', keywords: '' };
const menu = {
  success: true,
  message: 'ok',
  data: [
    {
      _id: 1,
      category_name: 'Day Office',
      category_title: 'Day office',
      hidden_from_menu: false,
      seo_data: seo,
    },
    {
      _id: 7,
      category_name: 'Luxury Work Space',
      category_title: 'Lusso',
      hidden_from_menu: true,
      seo_data: seo,
    },
  ],
};
const section7 = {
  success: true,
  data: { id: 7, title: 'Hai bisogno di aiuto?', short_desc: 'Scrivici', photo: null },
};
const footer = {
  success: true,
  data: {
    id: 1,
    company_desc: 'Il marketplace',
    company_logo: null,
    facebook_link: 'https://facebook.com/x',
    instagram_link: null,
    linkedin_link: null,
    twitter_link: null,
  },
};
const city = { _id: 3, city_name: 'Roma', city_title: 'Roma', photo: null, seo_data: seo };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SiteHeader', () => {
  it("shows 'Loading...' until the menu arrives, then hides Luxury Work Space", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi(async (path) => {
      if (path === 'menu') await gate;
      return { body: menu };
    });
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(within(nav).getByText('Loading...')).toBeTruthy();
    release();
    expect(await within(nav).findByRole('link', { name: 'Day Office' })).toHaveProperty(
      'pathname',
      '/category/1',
    );
    expect(within(nav).queryByText('Luxury Work Space')).toBeNull();
  });

  it('shows the logged-out links when there is no token', async () => {
    mockApi(() => ({ body: menu }));
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/Login');
    const host = screen.getByRole('link', { name: 'Accesso Host' });
    expect(host.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Diventa Host' })).toBeTruthy();
  });

  it('treats a token whose profile call fails as logged out', async () => {
    localStorage.setItem('token', 'revoked');
    mockApi((path) =>
      path === 'profile' ? { status: 401, body: { success: false, message: 'no' } } : { body: menu },
    );
    renderWithProviders(<SiteHeader />);
    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeTruthy();
  });

  it('shows the account menu for a valid session, without Diventa Host', async () => {
    localStorage.setItem('token', 'valid');
    mockApi((path) =>
      path === 'profile'
        ? { body: { success: true, data: { _id: 1, name: 'Mario Rossi', avatar: null, role: 'visitor' } } }
        : { body: menu },
    );
    renderWithProviders(<SiteHeader />);
    const button = await screen.findByRole('button', { name: /Mario Rossi/ });
    button.click();
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profilo',
      'Modifica Profilo',
      'Cambiare la password',
      'Cronologia ordini',
      'Disconnettersi',
    ]);
    expect(screen.queryByRole('link', { name: 'Diventa Host' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Accedi' })).toBeNull();
  });

  it("opens the back-office from 'Area host', first in a host's account menu and reached by keyboard", async () => {
    localStorage.setItem('token', 'valid');
    mockApi((path) =>
      path === 'profile'
        ? { body: { success: true, data: { _id: 2, name: 'Giulia Host', avatar: null, role: 'host' } } }
        : { body: menu },
    );
    renderWithProviders(<SiteHeader />);
    const button = await screen.findByRole('button', { name: /Giulia Host/ });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const hostItem = await screen.findByRole('menuitem', { name: 'Area host' });
    await waitFor(() => expect(document.activeElement).toBe(hostItem));
    expect(hostItem.getAttribute('href')).toBe('/host');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Area host',
      'Profilo',
      'Modifica Profilo',
      'Cambiare la password',
      'Cronologia ordini',
      'Disconnettersi',
    ]);
    fireEvent.keyDown(hostItem, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Profilo');
  });
});

describe('SiteFooter', () => {
  it("shows 'Loading...' until popular cities are a non-empty list", async () => {
    mockApi((path) => (path === 'popular-cities' ? { body: { success: true, data: [] } } : { body: footer }));
    renderWithProviders(<SiteFooter />);
    await waitFor(() => expect(screen.getByText('Loading...')).toBeTruthy());
    expect(screen.getByText(/© 2023/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Chi siamo' })).toBeNull();
  });

  it("runs the copyright from SPEC's 2023 to the current year in Rome", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2025-12-31T23:30:00Z'));
      mockApi((path) =>
        path === 'popular-cities' ? { body: { success: true, data: [] } } : { body: footer },
      );
      renderWithProviders(<SiteFooter />);
      expect(screen.getByText('© 2023–2026 Scrivania. Tutti i diritti riservati.')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows links, social links and cities once cities arrive', async () => {
    mockApi((path) =>
      path === 'popular-cities' ? { body: { success: true, data: [city] } } : { body: footer },
    );
    renderWithProviders(<SiteFooter />);
    expect((await screen.findByRole('link', { name: 'Roma' })).getAttribute('href')).toBe('/Cities/3');
    expect(screen.getByRole('link', { name: 'Termini & Condizioni' }).getAttribute('href')).toBe('/Terms');
    expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toBe(
      'https://facebook.com/x',
    );
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});

describe('SiteCtaBand', () => {
  const contact = { success: true, data: { support_email: 'aiuto@scrivania.it' } };

  it("links 'Scopri di +' to the help center", async () => {
    mockApi((path) => ({ body: path === 'section/7' ? section7 : contact }));
    renderWithProviders(<SiteCtaBand />, { path: '/About' });
    expect((await screen.findByRole('link', { name: 'Scopri di +' })).getAttribute('href')).toBe(
      '/HelpCenter',
    );
  });

  it("becomes a 'Contattaci!' mail link on the help center, in any letter case", async () => {
    mockApi((path) => ({ body: path === 'section/7' ? section7 : contact }));
    renderWithProviders(<SiteCtaBand />, { path: '/helpcenter' });
    expect((await screen.findByRole('link', { name: 'Contattaci!' })).getAttribute('href')).toBe(
      'mailto:aiuto@scrivania.it',
    );
    expect(screen.queryByRole('link', { name: 'Scopri di +' })).toBeNull();
  });
});
