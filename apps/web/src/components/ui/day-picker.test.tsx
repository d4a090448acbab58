import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DayPicker from './day-picker.tsx';

const picker = (overrides: Partial<Parameters<typeof DayPicker>[0]> = {}) =>
  render(
    <DayPicker
      label="Dal: scegli dal calendario"
      value="2030-03-12"
      min="2030-03-05"
      closedWeekdays={[6, 7]}
      onPick={() => {}}
      onClose={() => {}}
      {...overrides}
    />,
  );

describe('the day picker', () => {
  it('opens on the chosen day’s month with days before the first and closed weekdays disabled, saying why', () => {
    picker();
    expect(screen.getByRole('dialog', { name: 'Dal: scegli dal calendario' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '4 marzo 2030: non disponibile' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: '9 marzo 2030: chiuso ogni settimana' })).toHaveProperty(
      'disabled',
      true,
    );
    const chosen = screen.getByRole('button', { name: '12 marzo 2030' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    // The focus starts on the first day that can be picked.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '5 marzo 2030' }));
  });

  it('hands on the day picked, and closes on Escape or its button', () => {
    const onPick = vi.fn();
    const onClose = vi.fn();
    picker({ onPick, onClose });
    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    fireEvent.click(screen.getByRole('button', { name: '1 aprile 2030' }));
    expect(onPick).toHaveBeenCalledWith('2030-04-01');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi il calendario' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves out the days the space cannot take, once they are known', () => {
    const { rerender } = picker({ closedWeekdays: [] });
    expect(screen.getByRole('button', { name: '13 marzo 2030' })).toHaveProperty('disabled', false);
    const props = {
      label: 'Dal',
      value: '2030-03-12',
      min: '2030-03-05',
      closedWeekdays: [],
      onPick() {},
      onClose() {},
    };
    rerender(<DayPicker {...props} unavailable={new Set(['2030-03-13', '2030-03-14'])} />);
    expect(screen.getByRole('button', { name: '13 marzo 2030: non disponibile' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: '15 marzo 2030' })).toHaveProperty('disabled', false);
  });
});
