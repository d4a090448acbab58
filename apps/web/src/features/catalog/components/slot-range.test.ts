import { describe, expect, it } from 'vitest';
import { pressSlot, rangeOf, type Slot, timesOf } from './slot-range.ts';

const day = (from: number, to: number, taken: readonly string[] = []): Slot[] =>
  Array.from({ length: to - from }, (_, i) => {
    const start = `${String(from + i).padStart(2, '0')}:00`;
    return { start, end: `${String(from + i + 1).padStart(2, '0')}:00`, available: !taken.includes(start) };
  });

describe('pressSlot', () => {
  const slots = day(9, 18, ['13:00']);

  it('starts with the least the listing sells, and ends later on a second press', () => {
    const started = pressSlot(slots, null, 1, 1);
    expect(timesOf(slots, started)).toEqual({ start: '10:00', end: '11:00' });
    expect(timesOf(slots, pressSlot(slots, started, 2, 1))).toEqual({ start: '10:00', end: '12:00' });
  });

  it('takes two hours at once when two is the least', () => {
    expect(timesOf(slots, pressSlot(slots, null, 1, 2))).toEqual({ start: '10:00', end: '12:00' });
  });

  it('ends inside the range, clears on its first slot, restarts past a taken slot', () => {
    const range = { first: 0, last: 3 };
    expect(pressSlot(slots, range, 1, 1)).toEqual({ first: 0, last: 1 });
    expect(pressSlot(slots, range, 0, 1)).toBeNull();
    expect(pressSlot(slots, range, 5, 1)).toEqual({ first: 5, last: 5 });
  });

  it('ignores a taken slot and does not cross a gap between two opening windows', () => {
    expect(pressSlot(slots, null, 4, 1)).toBeNull();
    const split = [...day(9, 12), ...day(14, 16)];
    expect(pressSlot(split, { first: 1, last: 1 }, 3, 1)).toEqual({ first: 3, last: 3 });
  });
});

describe('rangeOf', () => {
  it('finds chosen times again while they are free', () => {
    const slots = day(9, 18);
    expect(rangeOf(slots, { start: '10:00', end: '12:00' })).toEqual({ first: 1, last: 2 });
    expect(rangeOf(day(9, 18, ['11:00']), { start: '10:00', end: '12:00' })).toBeNull();
  });
});
