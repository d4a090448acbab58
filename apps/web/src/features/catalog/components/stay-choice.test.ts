import { describe, expect, it } from 'vitest';
import { stayBoxesOf, stayOf } from './stay-choice.ts';

const boxes = (query: string, maxGuests = 4) => stayBoxesOf(new URLSearchParams(query), maxGuests);

describe('the availability form’s boxes from the address', () => {
  it('are the dates and guests a search carried', () => {
    expect(boxes('start_date=2030-01-02&end_date=2030-01-04&no_of_guest=3')).toEqual({
      start_date: '2030-01-02',
      end_date: '2030-01-04',
      no_of_guest: '3',
    });
    expect(stayOf(boxes('start_date=2030-01-02&end_date=2030-01-04&no_of_guest=3'))).toEqual({
      range: { start: '2030-01-02', end: '2030-01-04' },
      guests: 3,
    });
  });

  it('are the defaults for what the form cannot show: no address, a date that is no day, guests not offered', () => {
    const none = { start_date: '', end_date: '', no_of_guest: '1' };
    expect(boxes('')).toEqual(none);
    expect(boxes('start_date=domani&end_date=2030-13&no_of_guest=9')).toEqual(none);
    expect(boxes('no_of_guest=0')).toEqual(none);
    expect(boxes('no_of_guest=2.5')).toEqual(none);
    expect(boxes('no_of_guest=4').no_of_guest).toBe('4');
  });
});
