import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AtRoute } from '../../../test/routes.tsx';
import { resultsQuery, SearchForm } from './search-form.tsx';

function renderSearch(from?: Record<string, string>) {
  renderWithProviders(
    <AtRoute path="/">
      <SearchForm from={from && new URLSearchParams(from)} />
    </AtRoute>,
  );
  return { submit: () => fireEvent.submit(screen.getByRole('button', { name: 'Cerca' })) };
}

describe('the search form', () => {
  it('offers no day before today in its calendars (SPEC section 5)', () => {
    renderSearch();
    for (const label of ['Dal', 'Al']) {
      const button = screen.getByRole('button', { name: `${label}: scegli dal calendario` });
      fireEvent.click(button);
      expect(button.parentElement?.querySelector<HTMLInputElement>('input[type="date"]')?.min).toBe(
        todayInRome(),
      );
    }
  });

  it('goes to the results with the words and dates read as the search API reads them', async () => {
    const { submit } = renderSearch();
    fireEvent.change(screen.getByLabelText('Dove o cosa cerchi'), { target: { value: '  Firenze  ' } });
    fireEvent.change(screen.getByLabelText('Dal'), { target: { value: '2099-05-01' } });
    fireEvent.change(screen.getByLabelText('Ospiti'), { target: { value: '2' } });
    submit();
    expect((await screen.findByTestId('landing', {}, { timeout: 5000 })).textContent).toBe(
      '/PropertySearch?search_input=Firenze&start_date=2099-05-01&no_of_guest=2',
    );
  });

  it('starts from the search it shows, and keeps "no preference" for the guests', async () => {
    const { submit } = renderSearch({ search_input: 'Roma', end_date: '2099-05-03' });
    expect((screen.getByLabelText('Ospiti') as HTMLSelectElement).value).toBe('0');
    submit();
    expect((await screen.findByTestId('landing', {}, { timeout: 5000 })).textContent).toBe(
      '/PropertySearch?search_input=Roma&end_date=2099-05-03&no_of_guest=0',
    );
  });

  it('keeps the filters and sort of the results it refines, and their map area while the words stay', async () => {
    const filtered = {
      search_input: 'Milano',
      no_of_guest: '2',
      min_price: '20',
      service_ids: '1,3',
      instant: '1',
      sort: 'distance',
      bbox: '9.1,45.4,9.3,45.5',
      page: '3',
    };
    const { submit } = renderSearch(filtered);
    fireEvent.change(screen.getByLabelText('Dal'), { target: { value: '2099-05-01' } });
    submit();
    expect((await screen.findByTestId('landing', {}, { timeout: 5000 })).textContent).toBe(
      '/PropertySearch?search_input=Milano&start_date=2099-05-01&no_of_guest=2&min_price=20&service_ids=1%2C3&instant=1&sort=distance&bbox=9.1%2C45.4%2C9.3%2C45.5',
    );
  });

  it('leaves the map area, and the sort by distance from it, behind when the words change', () => {
    const from = new URLSearchParams({
      search_input: 'Milano',
      max_price: '50',
      sort: 'distance',
      bbox: '9.1,45.4,9.3,45.5',
    });
    expect(
      resultsQuery(
        { search_input: 'Roma', start_date: undefined, end_date: undefined, no_of_guest: 0 },
        from,
      ).toString(),
    ).toBe('search_input=Roma&no_of_guest=0&max_price=50');
    from.set('sort', 'price_asc');
    expect(
      resultsQuery(
        { search_input: 'Roma', start_date: undefined, end_date: undefined, no_of_guest: 0 },
        from,
      ).toString(),
    ).toBe('search_input=Roma&no_of_guest=0&max_price=50&sort=price_asc');
  });

  it('refuses what the search API refuses, its words under the box, and stays', async () => {
    const { submit } = renderSearch();
    const box = screen.getByLabelText('Dove o cosa cerchi');
    fireEvent.change(box, { target: { value: 'a'.repeat(5001) } });
    submit();
    const error = await screen.findByText(messages.catalog.searchTooLong, {}, { timeout: 5000 });
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByTestId('landing')).toBeNull();
  });

  it('refuses a text of more than 12 words under the box, and takes 12', async () => {
    const { submit } = renderSearch();
    const box = screen.getByLabelText('Dove o cosa cerchi');
    const words = Array.from({ length: 13 }, (_, i) => `parola${i}`);
    fireEvent.change(box, { target: { value: words.join(' ') } });
    submit();
    const error = await screen.findByText(messages.catalog.searchTooManyWords, {}, { timeout: 5000 });
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByTestId('landing')).toBeNull();

    fireEvent.change(box, { target: { value: words.slice(1).join(' ') } });
    submit();
    expect((await screen.findByTestId('landing', {}, { timeout: 5000 })).textContent).toContain(
      `search_input=${words.slice(1).join('+')}`,
    );
  });

  it('adds a window of hours beside the dates, kept in the address, and refuses one without its end', async () => {
    const { submit } = renderSearch({ search_input: 'Milano', start_date: '2099-05-01' });
    const from = screen.getByRole('combobox', { name: 'Dalle ore' }) as HTMLSelectElement;
    expect(from.value).toBe('');
    expect(from.options[0]?.textContent).toBe('Qualsiasi ora');
    fireEvent.change(from, { target: { value: '10:00' } });
    submit();
    const refusal = await screen.findByText(messages.catalog.hourly.timeWindowIncomplete);
    expect(screen.getByRole('combobox', { name: 'Alle ore' }).getAttribute('aria-describedby')).toBe(
      refusal.id,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Alle ore' }), { target: { value: '12:30' } });
    submit();
    expect((await screen.findByTestId('landing', {}, { timeout: 5000 })).textContent).toBe(
      '/PropertySearch?search_input=Milano&start_date=2099-05-01&start_time=10%3A00&end_time=12%3A30&no_of_guest=0',
    );
  });

  it('starts from the window of hours its results show', () => {
    renderSearch({
      search_input: 'Milano',
      start_date: '2099-05-01',
      start_time: '09:00',
      end_time: '11:00',
    });
    expect((screen.getByRole('combobox', { name: 'Dalle ore' }) as HTMLSelectElement).value).toBe('09:00');
    expect((screen.getByRole('combobox', { name: 'Alle ore' }) as HTMLSelectElement).value).toBe('11:00');
  });
});
