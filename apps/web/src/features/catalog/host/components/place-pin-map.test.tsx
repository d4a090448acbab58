import { messages } from '@scrivania/core/messages.it';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layOutMapBox } from '../../../../test/map-box.ts';
import PlacePinMap from './place-pin-map.tsx';

const m = messages.hostCatalog.hostScreens.editor.location;

layOutMapBox();

describe('the pin of a listing’s spot', () => {
  it('is a labelled control the arrow keys move, east and north, a few metres a press', () => {
    const onMove = vi.fn();
    render(
      <PlacePinMap spot={{ latitude: 45.4665, longitude: 9.1848 }} focus={0} tiles={null} onMove={onMove} />,
    );
    const pin = screen.getByRole('button', { name: m.pin });
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    const east = onMove.mock.lastCall?.[0];
    expect(east.latitude).toBeCloseTo(45.4665, 4);
    expect(east.longitude).toBeGreaterThan(9.1848);
    expect(east.longitude - 9.1848).toBeLessThan(0.0005);
    fireEvent.keyDown(pin, { key: 'ArrowUp', shiftKey: true });
    const north = onMove.mock.lastCall?.[0];
    expect(north.latitude).toBeGreaterThan(45.4665);
    expect(north.longitude).toBe(east.longitude);
    expect(Number.isInteger(north.latitude * 1e6)).toBe(true);
    fireEvent.keyDown(pin, { key: 'a' });
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it('follows a spot chosen elsewhere', () => {
    const { rerender, container } = render(
      <PlacePinMap
        spot={{ latitude: 45.4665, longitude: 9.1848 }}
        focus={0}
        tiles={null}
        onMove={() => {}}
      />,
    );
    const anchor = container.querySelector<HTMLElement>('.place-pin-anchor');
    const position = () => `${anchor?.style.transform} ${anchor?.style.left} ${anchor?.style.top}`;
    const before = position();
    rerender(
      <PlacePinMap spot={{ latitude: 45.467, longitude: 9.19 }} focus={1} tiles={null} onMove={() => {}} />,
    );
    expect(position()).not.toBe(before);
  });
});
