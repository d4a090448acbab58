import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layOutMapBox } from '../../../test/map-box.ts';
import { propertyCard } from '../../../test/property-card.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SearchResultsMap } from './search-results-map.tsx';

const m = messages.catalog.map;
const cards = [
  { ...propertyCard(1, 'Ufficio Brera'), latitude: 45.472, longitude: 9.187 },
  { ...propertyCard(2, 'Sala Navigli'), latitude: 45.452, longitude: 9.176 },
];

layOutMapBox();

function renderMap(chosenId: number | null, onChoose = vi.fn()) {
  renderWithProviders(
    <SearchResultsMap
      cards={cards}
      area={null}
      searchOnMove
      onSearchOnMoveChange={() => {}}
      onArea={() => {}}
      highlightedId={null}
      onHighlight={() => {}}
      chosenId={chosenId}
      onChoose={onChoose}
    />,
  );
  return onChoose;
}

describe('the chosen listing’s card on the search map', () => {
  it('shows the photo, name, price and a link to the listing, and takes the focus', () => {
    renderMap(2);
    const card = screen.getByRole('region', { name: m.card('Sala Navigli') });
    expect(within(card).getByText('Sala Navigli')).toBeTruthy();
    expect(card.textContent).toContain(formatEuroCents(5000));
    expect(card.querySelector('img')?.getAttribute('src')).toContain('ufficio-2');
    const link = within(card).getByRole('link', { name: m.cardOpen });
    expect(link.getAttribute('href')).toBe('/PropertyView/2');
    expect(document.activeElement).toBe(link);
  });

  it('closes on its button and on Escape', () => {
    const onChoose = renderMap(1);
    const card = screen.getByRole('region', { name: m.card('Ufficio Brera') });
    fireEvent.click(within(card).getByRole('button', { name: m.cardClose }));
    expect(onChoose).toHaveBeenLastCalledWith(null);
    onChoose.mockClear();
    fireEvent.keyDown(within(card).getByRole('link'), { key: 'Escape' });
    expect(onChoose).toHaveBeenLastCalledWith(null);
  });

  it('shows no card when none is chosen, or when the chosen listing left the results', () => {
    renderMap(99);
    expect(screen.queryByRole('region', { name: /^Scheda di / })).toBeNull();
  });
});
