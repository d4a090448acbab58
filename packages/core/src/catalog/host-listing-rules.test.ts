import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { availabilityProblem, missingForPublish } from './host-listing-rules.ts';
import { DateWindowFormSchema } from './host-listing-schemas.ts';
import { hostCatalogMessages } from './host-messages.it.ts';

const w = (start_date: string, end_date: string) => ({ start_date, end_date });

describe('availabilityProblem', () => {
  it('accepts separate windows and closed days inside them', () => {
    expect(
      availabilityProblem(
        [w('2026-12-01', '2026-12-10'), w('2026-12-11', '2026-12-20')],
        ['2026-12-10', '2026-12-11'],
      ),
    ).toBeNull();
    expect(availabilityProblem([], [])).toBeNull();
  });

  it('names a window that ends before it starts', () => {
    expect(availabilityProblem([w('2026-12-10', '2026-12-01')], [])).toBe(
      'Il periodo dal 2026-12-10 al 2026-12-01 finisce prima di cominciare.',
    );
  });

  it('names two windows sharing a day, in whatever order they come', () => {
    expect(availabilityProblem([w('2026-12-10', '2026-12-20'), w('2026-12-01', '2026-12-10')], [])).toBe(
      'I periodi che iniziano il 2026-12-01 e il 2026-12-10 si sovrappongono.',
    );
  });

  it('names a closed day outside every window', () => {
    expect(availabilityProblem([w('2026-12-01', '2026-12-10')], ['2026-12-11'])).toBe(
      'Il giorno di chiusura 2026-12-11 non è dentro nessun periodo di apertura.',
    );
  });

  it('finds an overlap exactly when two windows share a day', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 10 })), {
          maxLength: 5,
        }),
        (spans) => {
          const windows = spans.map(([start, length]) =>
            w(addDays('2026-12-01', start), addDays('2026-12-01', start + length)),
          );
          const days = spans.flatMap(([start, length]) =>
            Array.from({ length: length + 1 }, (_, i) => start + i),
          );
          const shared = new Set(days).size < days.length;
          expect(availabilityProblem(windows, []) !== null).toBe(shared);
        },
      ),
    );
  });
});

describe('missingForPublish', () => {
  it('lists each missing part, and nothing for a complete listing', () => {
    expect(missingForPublish({ photos: 0, priceCents: 0, address: ' ', openWindows: 0 })).toEqual([
      'almeno una foto',
      'il prezzo',
      "l'indirizzo",
      'almeno un periodo di apertura futuro',
    ]);
    expect(missingForPublish({ photos: 1, priceCents: 100, address: 'Via Roma 1', openWindows: 1 })).toEqual(
      [],
    );
  });
});

describe('DateWindowFormSchema', () => {
  it('closes a window with an empty end on its first day', () => {
    expect(DateWindowFormSchema.parse({ start_date: '2026-12-01', end_date: '' })).toEqual(
      w('2026-12-01', '2026-12-01'),
    );
    expect(DateWindowFormSchema.parse({ start_date: '2026-12-01', end_date: '2026-12-05' })).toEqual(
      w('2026-12-01', '2026-12-05'),
    );
  });

  it('refuses a date that is not one with the server’s words, on its field', () => {
    const result = DateWindowFormSchema.safeParse({ start_date: '', end_date: '2026-13-40' });
    // The first message of each field is the one shown, by the form and by the server.
    const first = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path.join('.');
      if (!first.has(field)) first.set(field, issue.message);
    }
    expect(Object.fromEntries(first)).toEqual({
      start_date: hostCatalogMessages.host.dateInvalid,
      end_date: hostCatalogMessages.host.dateInvalid,
    });
  });
});
