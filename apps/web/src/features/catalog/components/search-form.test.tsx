import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AtRoute } from '../../../test/routes.tsx';
import { SearchForm } from './search-form.tsx';

function renderSearch(initial = {}) {
  renderWithProviders(
    <AtRoute path="/">
      <SearchForm initial={initial} />
    </AtRoute>,
  );
  return { submit: () => fireEvent.submit(screen.getByRole('button', { name: 'Cerca' })) };
}

describe('the search form', () => {
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

  it('refuses what the search API refuses, its words under the box, and stays', async () => {
    const { submit } = renderSearch();
    const box = screen.getByLabelText('Dove o cosa cerchi');
    fireEvent.change(box, { target: { value: 'a'.repeat(5001) } });
    submit();
    const error = await screen.findByText(messages.catalog.searchTooLong, {}, { timeout: 5000 });
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByTestId('landing')).toBeNull();
  });
});
