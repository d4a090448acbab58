import type { SearchCard, SearchRelaxable } from '@scrivania/core/catalog/search-schemas';
import { messages } from '@scrivania/core/messages.it';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { propertyCard } from '../../../test/property-card.ts';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { AtRoute } from '../../../test/routes.tsx';
import { PropertySearchPage } from './property-search-page.tsx';

// A shared machine can take seconds over a search and its re-render.
configure({ asyncUtilTimeout: 5000 });

const f = messages.catalog.searchFilters;
const m = f.form;

const card = (id: number, name: string): SearchCard => ({
  ...propertyCard(id, name),
  latitude: null,
  longitude: null,
});

interface Found {
  cards: SearchCard[];
  total?: number;
  relax?: SearchRelaxable | null;
}

/** The search page at `path`, its API answered; `found` says what the next search finds. */
function renderSearchPage(path: string, found: Found = { cards: [card(4, 'Sala Duomo')] }) {
  const answer = { current: found };
  const fetchMock = mockApi((apiPath) => {
    if (apiPath === 'menu')
      return {
        body: {
          success: true,
          message: '',
          data: [
            {
              _id: 1,
              category_name: 'Day Office',
              category_title: '',
              hidden_from_menu: false,
              seo_data: {},
            },
            { _id: 2, category_name: 'Coworking', category_title: '', hidden_from_menu: false, seo_data: {} },
          ],
        },
      };
    if (apiPath === 'popular-cities')
      return {
        body: {
          success: true,
          data: ['Milano', 'Roma', 'Torino'].map((name, index) => ({
            _id: index + 1,
            city_name: name,
            city_title: name,
            photo: null,
            seo_data: {},
          })),
        },
      };
    if (apiPath === 'services')
      return {
        body: {
          success: true,
          data: [
            { _id: 3, service_name: 'Proiettore' },
            { _id: 7, service_name: 'Wi-Fi' },
          ],
        },
      };
    const { cards, total = cards.length, relax = null } = answer.current;
    return {
      body: {
        success: true,
        data: {
          propertyByCityId: cards,
          total,
          page: 1,
          per_page: 12,
          category_counts: [{ id: 1, count: 5 }],
          relax,
        },
      },
    };
  });
  function Address() {
    const location = useLocation();
    return <p data-testid="address">{location.search}</p>;
  }
  renderWithProviders(
    <AtRoute path="/PropertySearch">
      <PropertySearchPage />
      <Address />
    </AtRoute>,
    { path },
  );
  /** The query string of every search the page asked for, oldest first. */
  const searches = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/property/search-from-home'))
      .map((url) => url.search);
  return {
    answer,
    searches,
    address: () => new URLSearchParams(screen.getByTestId('address').textContent ?? ''),
  };
}

const filters = () => screen.getByRole('region', { name: m.label });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the search filters', () => {
  it('put the price range and the services in the address, start from page 1, and search with them', async () => {
    const page = renderSearchPage('/PropertySearch?search_input=Milano&page=2');
    await screen.findByText('Sala Duomo');
    const panel = filters();
    fireEvent.change(within(panel).getByLabelText(m.minPrice), { target: { value: '20' } });
    fireEvent.change(within(panel).getByLabelText(m.maxPrice), { target: { value: '80,50' } });
    fireEvent.click(await within(panel).findByLabelText('Wi-Fi'));
    await waitFor(() => expect(page.address().get('service_ids')).toBe('7'));
    // The price boxes went with the checkbox, as the form stood.
    expect(page.address().get('min_price')).toBe('20');
    expect(page.address().get('max_price')).toBe('80,50');
    expect(page.address().get('search_input')).toBe('Milano');
    expect(page.address().has('page')).toBe(false);
    fireEvent.click(within(panel).getByLabelText('Proiettore'));
    await waitFor(() => expect(page.address().get('service_ids')).toBe('3,7'));
    await waitFor(() =>
      expect(page.searches().at(-1)).toBe(
        '?max_price=80%2C50&min_price=20&search_input=Milano&service_ids=3%2C7',
      ),
    );
  });

  it('refuse a price range that ends before it starts, in Italian under the box, and search nothing', async () => {
    const page = renderSearchPage('/PropertySearch?search_input=Milano');
    await screen.findByText('Sala Duomo');
    const asked = page.searches().length;
    const panel = filters();
    fireEvent.change(within(panel).getByLabelText(m.minPrice), { target: { value: '90' } });
    fireEvent.change(within(panel).getByLabelText(m.maxPrice), { target: { value: '10' } });
    fireEvent.click(within(panel).getByRole('button', { name: m.apply }));
    const error = await within(panel).findByText(f.priceRangeInverted);
    expect(within(panel).getByLabelText(m.maxPrice).getAttribute('aria-describedby')).toBe(error.id);
    expect(within(panel).getByLabelText(m.maxPrice).getAttribute('aria-invalid')).toBe('true');
    expect(page.address().has('max_price')).toBe(false);
    expect(page.searches()).toHaveLength(asked);
  });

  it('show the address’s filters, the count per category, and clear them all but the words and the order', async () => {
    const page = renderSearchPage(
      '/PropertySearch?search_input=Milano&min_price=10&category_id=1&service_ids=3&instant=1&min_rating=4&sort=price_asc',
    );
    await screen.findByText('Sala Duomo');
    const panel = filters();
    expect((within(panel).getByLabelText(m.minPrice) as HTMLInputElement).value).toBe('10');
    const category = within(panel).getByLabelText(m.category) as HTMLSelectElement;
    expect(category.value).toBe('1');
    expect([...category.options].map((option) => option.text)).toEqual([
      m.anyCategory,
      'Day Office (5)',
      'Coworking (0)',
    ]);
    expect((await within(panel).findByLabelText<HTMLInputElement>('Proiettore')).checked).toBe(true);
    expect(within(panel).getByLabelText<HTMLInputElement>('Wi-Fi').checked).toBe(false);
    expect(within(panel).getByLabelText<HTMLInputElement>(m.instant).checked).toBe(true);
    expect((within(panel).getByLabelText(m.rating) as HTMLSelectElement).value).toBe('4');
    fireEvent.click(within(panel).getByRole('button', { name: m.clear }));
    await waitFor(() => expect(page.address().toString()).toBe('search_input=Milano&sort=price_asc'));
    // The boxes follow the address.
    await waitFor(() =>
      expect(within(panel).getByLabelText<HTMLInputElement>(m.instant).checked).toBe(false),
    );
    expect((within(panel).getByLabelText(m.minPrice) as HTMLInputElement).value).toBe('');
    expect(within(panel).getByLabelText<HTMLInputElement>('Proiettore').checked).toBe(false);
    expect(within(panel).queryByRole('button', { name: m.clear })).toBeNull();
  });

  it('sort at once, and by distance only with an area of the map', async () => {
    const page = renderSearchPage('/PropertySearch?search_input=Milano');
    await screen.findByText('Sala Duomo');
    const sort = within(filters()).getByLabelText(m.sort) as HTMLSelectElement;
    expect([...sort.options].map((option) => option.value)).not.toContain('distance');
    fireEvent.change(sort, { target: { value: 'rating' } });
    await waitFor(() => expect(page.address().get('sort')).toBe('rating'));

    renderSearchPage('/PropertySearch?bbox=9.1,45.4,9.3,45.5');
    const sorts = screen.getAllByLabelText(m.sort).at(-1) as HTMLSelectElement;
    expect([...sorts.options].map((option) => option.value)).toContain('distance');
  });

  it('carry the search’s dates and guests in every card’s links, for the property page to start from them', async () => {
    renderSearchPage(
      '/PropertySearch?search_input=Milano&start_date=2030-01-02&end_date=2030-01-04&no_of_guest=2',
    );
    const link = await screen.findByRole('link', { name: 'Sala Duomo' });
    expect(link.getAttribute('href')).toBe(
      '/PropertyView/4?start_date=2030-01-02&end_date=2030-01-04&no_of_guest=2',
    );
  });

  it('sit in a sheet on phones, opened by a button that counts the active filters', async () => {
    // The test's DOM has no modal dialogs: opening one only marks it open here.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    const page = renderSearchPage(
      '/PropertySearch?search_input=Milano&start_date=2030-01-02&no_of_guest=2&service_ids=3,7&instant=1&sort=rating',
    );
    await screen.findByText('Sala Duomo');
    const button = screen.getByRole('button', { name: `${m.toggle} ${m.activeCount(5)}` });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);

    const sheet = screen.getByRole('dialog', { name: m.toggle });
    expect((within(sheet).getByLabelText('Dove o cosa cerchi') as HTMLInputElement).value).toBe('Milano');
    expect((within(sheet).getByLabelText('Ospiti') as HTMLSelectElement).value).toBe('2');
    // A choice applies at once behind the sheet, which stays open for the next one.
    fireEvent.click(within(sheet).getByLabelText(m.instant));
    await waitFor(() => expect(page.address().has('instant')).toBe(false));
    expect(screen.getByRole('button', { name: `${m.toggle} ${m.activeCount(4)}` })).toBe(button);
    fireEvent.click(within(sheet).getByRole('button', { name: m.showResults(1) }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('close their sheet once a new search has gone to its results', async () => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    const page = renderSearchPage('/PropertySearch?search_input=Milano');
    await screen.findByText('Sala Duomo');
    // No filter: the button says only its name.
    fireEvent.click(screen.getByRole('button', { name: m.toggle }));
    const sheet = screen.getByRole('dialog', { name: m.toggle });
    fireEvent.change(within(sheet).getByLabelText('Dove o cosa cerchi'), { target: { value: 'Roma' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(page.address().get('search_input')).toBe('Roma'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('an empty filtered result', () => {
  it('names the filter to loosen, and a button removes it', async () => {
    const page = renderSearchPage(
      '/PropertySearch?search_input=Milano&min_price=500&max_price=900&instant=1',
      {
        cards: [],
        relax: 'price',
      },
    );
    await screen.findByText(f.relax.price);
    page.answer.current = { cards: [card(4, 'Sala Duomo')] };
    fireEvent.click(screen.getByRole('button', { name: f.relaxAction.price }));
    await waitFor(() => expect(page.address().toString()).toBe('search_input=Milano&instant=1'));
    await screen.findByText('Sala Duomo');
  });

  it('drops a sort by distance with the map’s area', async () => {
    const page = renderSearchPage(
      '/PropertySearch?search_input=Milano&bbox=9.1,45.4,9.3,45.5&sort=distance',
      {
        cards: [],
        relax: 'area',
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: f.relaxAction.area }));
    await waitFor(() => expect(page.address().toString()).toBe('search_input=Milano'));
  });
});

describe('an empty result', () => {
  it('keeps its text and links, and suggests the other cities and each filter’s removal, keeping the rest', async () => {
    renderSearchPage(
      '/PropertySearch?search_input=Milano&start_date=2026-03-02&end_date=2026-03-03&no_of_guest=4&min_price=500&bbox=9.1,45.4,9.3,45.5&sort=distance',
      { cards: [] },
    );
    expect(await screen.findByText(messages.catalog.listings.emptySearch)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Centro assistenza' })).toBeTruthy();
    const cities = await screen.findByRole('navigation', { name: f.suggestions.otherCities });
    // The city searched is not suggested again.
    expect(
      within(cities)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Roma', 'Torino']);
    const roma = new URL(
      within(cities).getByRole('link', { name: 'Roma' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(roma.pathname).toBe('/PropertySearch');
    expect(Object.fromEntries(roma.searchParams)).toEqual({
      search_input: 'Roma',
      start_date: '2026-03-02',
      end_date: '2026-03-03',
      no_of_guest: '4',
      min_price: '500',
    });
    const removals = screen.getByRole('navigation', { name: f.suggestions.removeFilter });
    expect(
      within(removals)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([f.relaxAction.price, f.relaxAction.area, f.relaxAction.guests, f.relaxAction.dates]);
    const withoutDates = new URL(
      within(removals).getByRole('link', { name: f.relaxAction.dates }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(withoutDates.search).toBe(
      '?search_input=Milano&no_of_guest=4&min_price=500&bbox=9.1%2C45.4%2C9.3%2C45.5&sort=distance',
    );
  });

  it('does not offer twice the filter its button already removes', async () => {
    renderSearchPage('/PropertySearch?search_input=Milano&min_price=500&instant=1', {
      cards: [],
      relax: 'price',
    });
    await screen.findByText(f.relax.price);
    const removals = await screen.findByRole('navigation', { name: f.suggestions.removeFilter });
    expect(
      within(removals)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([f.relaxAction.instant]);
  });
});

describe('the results pager', () => {
  it('links to the next and previous page of the same search', async () => {
    renderSearchPage('/PropertySearch?search_input=Milano&min_price=10', {
      cards: [card(4, 'Sala Duomo')],
      total: 30,
    });
    const pager = await screen.findByRole('navigation', { name: messages.catalog.searchPager.label });
    expect(within(pager).getByText(messages.catalog.searchPager.pageOf(1, 3))).toBeTruthy();
    expect(within(pager).queryByRole('link', { name: messages.catalog.searchPager.previous })).toBeNull();
    expect(
      within(pager).getByRole('link', { name: messages.catalog.searchPager.next }).getAttribute('href'),
    ).toBe('/PropertySearch?search_input=Milano&min_price=10&page=2');
  });
});
