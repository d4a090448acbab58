import { messages } from '@scrivania/core/messages.it';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageLinks, pageNumbers } from './page-links.tsx';

const texts = messages.catalog.listingPager;
const to = (page: number) => (page === 1 ? '/Category/3' : `/Category/3?page=${page}`);

function renderPager(page: number, pages: number) {
  return render(
    <MemoryRouter>
      <PageLinks texts={texts} page={page} pages={pages} to={to} />
    </MemoryRouter>,
  );
}
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('pageNumbers', () => {
  it('names the first, the last, the current page and its neighbours, with a gap for more than one page', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageNumbers(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
    expect(pageNumbers(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('PageLinks', () => {
  it('is a navigation named Paginazione of real links, the current page marked', () => {
    renderPager(2, 3);
    const nav = screen.getByRole('navigation', { name: 'Paginazione' });
    expect(nav).toBeTruthy();
    expect(hrefOf('Precedente')).toBe('/Category/3');
    expect(screen.getByRole('link', { name: 'Precedente' }).getAttribute('rel')).toBe('prev');
    expect(hrefOf('Successiva')).toBe('/Category/3?page=3');
    expect(screen.getByRole('link', { name: 'Successiva' }).getAttribute('rel')).toBe('next');
    expect(hrefOf('Pagina 1')).toBe('/Category/3');
    expect(hrefOf('Pagina 3')).toBe('/Category/3?page=3');
    const current = screen.getByRole('link', { name: 'Pagina 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.className).toContain('focus-visible:outline');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const first = renderPager(1, 2);
    expect(screen.queryByRole('link', { name: 'Precedente' })).toBeNull();
    expect(hrefOf('Successiva')).toBe('/Category/3?page=2');
    first.unmount();
    renderPager(2, 2);
    expect(screen.queryByRole('link', { name: 'Successiva' })).toBeNull();
    expect(hrefOf('Precedente')).toBe('/Category/3');
  });

  it('is not drawn for a list of one page', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('hides the gap sign from screen readers', () => {
    renderPager(6, 10);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Precedente',
      '1',
      '5',
      '6',
      '7',
      '10',
      'Successiva',
    ]);
    expect(screen.getByRole('navigation').querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
