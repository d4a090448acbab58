import { describe, expect, it } from 'vitest';
import { stayQuery, stayQueryOf, timesOfQuery, withStay } from './stay-parameters.ts';

describe('the stay a search carries to a property page', () => {
  it('takes the whole days and more than one guest, in the search’s own names', () => {
    const query = stayQueryOf(
      new URLSearchParams(
        'search_input=Milano&start_date=2030-01-02&end_date=2030-01-04&no_of_guest=3&sort=rating',
      ),
    );
    expect(query.toString()).toBe('start_date=2030-01-02&end_date=2030-01-04&no_of_guest=3');
    expect(withStay('/PropertyView/7', query)).toBe(
      '/PropertyView/7?start_date=2030-01-02&end_date=2030-01-04&no_of_guest=3',
    );
  });

  it('leaves out what is no stay: no preference of guests, one guest, a date that is no day', () => {
    expect(stayQueryOf(new URLSearchParams('search_input=Milano&no_of_guest=0')).toString()).toBe('');
    expect(stayQuery({ start_date: '', end_date: '2/1/2030', no_of_guest: '1' }).toString()).toBe('');
    expect(stayQuery({ start_date: '2030-01-02', no_of_guest: 'tre' }).toString()).toBe(
      'start_date=2030-01-02',
    );
    expect(withStay('/PropertyView/7', new URLSearchParams())).toBe('/PropertyView/7');
  });

  it('carries a window of hours, and reads it back only when it is one', () => {
    const query = stayQueryOf(
      new URLSearchParams('start_date=2030-01-02&end_date=2030-01-02&start_time=10:00&end_time=12:00'),
    );
    expect(query.toString()).toBe(
      'start_date=2030-01-02&end_date=2030-01-02&start_time=10%3A00&end_time=12%3A00',
    );
    expect(timesOfQuery(query)).toEqual({ start: '10:00', end: '12:00' });
    expect(timesOfQuery(new URLSearchParams('start_time=12:00&end_time=10:00'))).toBeNull();
    expect(timesOfQuery(new URLSearchParams('start_time=25:00&end_time=26:00'))).toBeNull();
  });
});
