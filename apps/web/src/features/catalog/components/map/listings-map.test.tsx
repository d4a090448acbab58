import { BoundingBoxSchema } from '@scrivania/core/catalog/search-schemas';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layOutMapBox } from '../../../../test/map-box.ts';
import ListingsMap from './listings-map.tsx';
import type { MapListing } from './map-points.ts';

const listings: MapListing[] = [
  { id: 1, name: 'Ufficio Brera', latitude: 45.472, longitude: 9.187, label: '50 €' },
  { id: 2, name: 'Sala Navigli', latitude: 45.452, longitude: 9.176, label: '80 €' },
];

layOutMapBox();

describe('the listings map', () => {
  it('draws a button per listing with its price, and a click or Enter selects it', () => {
    const onSelect = vi.fn();
    render(<ListingsMap listings={listings} tiles={null} onSelect={onSelect} />);
    const brera = screen.getByRole('button', { name: 'Ufficio Brera, 50 €: mostra l’annuncio' });
    expect(brera.textContent).toBe('50 €');
    fireEvent.click(brera);
    expect(onSelect).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Sala Navigli, 80 €: mostra l’annuncio' })).toBeTruthy();
  });

  it('marks the listing the list points at, and tells which marker the pointer is on', () => {
    const onHighlight = vi.fn();
    const { rerender } = render(
      <ListingsMap listings={listings} tiles={null} onSelect={() => {}} onHighlight={onHighlight} />,
    );
    const navigli = screen.getByRole('button', { name: /Sala Navigli/ });
    fireEvent.mouseEnter(navigli);
    expect(onHighlight).toHaveBeenLastCalledWith(2);
    rerender(
      <ListingsMap
        listings={listings}
        tiles={null}
        onSelect={() => {}}
        onHighlight={onHighlight}
        highlightedId={2}
      />,
    );
    expect(navigli.classList.contains('map-marker--highlighted')).toBe(true);
    expect(screen.getByRole('button', { name: /Ufficio Brera/ }).classList).not.toContain(
      'map-marker--highlighted',
    );
  });

  it('reports the area the visitor moves to, never its own fitting to the listings', async () => {
    const onMove = vi.fn();
    const { container } = render(<ListingsMap listings={listings} tiles={null} onMove={onMove} />);
    expect(onMove).not.toHaveBeenCalled();
    const map = container.firstElementChild as HTMLElement;
    fireEvent.pointerDown(map);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Riduci' }));
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(onMove).toHaveBeenCalled();
    const box = BoundingBoxSchema.parse(onMove.mock.lastCall?.[0]);
    expect(box.west).toBeLessThan(9.176);
    expect(box.east).toBeGreaterThan(9.187);
    expect(box.south).toBeLessThan(45.452);
    expect(box.north).toBeGreaterThan(45.472);
  });

  it('draws a plain background of its own without a tile server, and none with one', () => {
    const { container, unmount } = render(<ListingsMap listings={listings} tiles={null} />);
    expect(container.firstElementChild?.classList).toContain('map--no-tiles');
    expect(container.querySelector('.leaflet-tile-pane')?.childElementCount).toBe(0);
    unmount();
    const tiled = render(
      <ListingsMap
        listings={listings}
        tiles={{ url: 'https://tiles.example.it/{z}/{x}/{y}.png', attribution: '' }}
      />,
    );
    expect(tiled.container.firstElementChild?.classList).not.toContain('map--no-tiles');
  });

  it('names the tile server credit as text, whatever it contains', () => {
    const { container } = render(
      <ListingsMap
        listings={listings}
        tiles={{ url: 'https://tiles.example.it/{z}/{x}/{y}.png', attribution: '<b>© Esempio</b>' }}
      />,
    );
    const credit = container.querySelector('.leaflet-control-attribution');
    expect(credit?.textContent).toContain('<b>© Esempio</b>');
    expect(credit?.querySelector('b')).toBeNull();
  });
});
