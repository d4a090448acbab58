import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { SlotPicker } from './slot-picker.tsx';
import type { ChosenTimes } from './stay-choice.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slots = ['09:00', '10:00', '11:00', '12:00', '13:00'].map((start, i) => ({
  start,
  end: `${String(10 + i).padStart(2, '0')}:00`,
  available: start !== '12:00',
}));

function Picker() {
  const [times, setTimes] = useState<ChosenTimes | null>(null);
  return (
    <SlotPicker
      propertyId={8}
      date="2030-03-04"
      minHours={1}
      slotMinutes={60}
      value={times}
      onChange={setTimes}
    />
  );
}

const render = () => {
  mockApi((path) =>
    path === 'property/8/slots'
      ? { body: { success: true, date: '2030-03-04', slots } }
      : { status: 404, body: { success: false, message: 'no' } },
  );
  renderWithProviders(<Picker />);
};
const group = () => screen.getByRole('group', { name: 'Orari liberi del 04/03/2030' });
const slot = (name: RegExp) => within(group()).getByRole('button', { name });

describe('the slots of a day', () => {
  it('shows each slot as a toggle button, a taken one disabled, and says the range chosen', async () => {
    render();
    await waitFor(() => expect(group()).toBeTruthy());
    expect(slot(/^12:00 – 13:00, occupato$/).hasAttribute('disabled')).toBe(true);

    fireEvent.click(slot(/^10:00 – 11:00$/));
    expect(slot(/^10:00 – 11:00$/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(slot(/^11:00 – 12:00$/));
    expect(slot(/^11:00 – 12:00$/).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Dalle 10:00 alle 12:00 (2 ore)');
  });

  it('is one tab stop, and the arrow keys skip the taken slots', async () => {
    render();
    await waitFor(() => expect(group()).toBeTruthy());
    const tabbable = within(group())
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabbable.map((button) => button.textContent)).toEqual(['09:00 – 10:00']);

    slot(/^11:00 – 12:00$/).focus();
    fireEvent.keyDown(slot(/^11:00 – 12:00$/), { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('13:00 – 14:00');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('09:00 – 10:00');
  });
});
