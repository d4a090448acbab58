import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE, listingPageCount, readListingPage } from './listing-pages.ts';
import { ListingPageQuerySchema } from './schemas.ts';

const pageInvalid = 'Il numero di pagina deve essere un numero intero da 1 in su.';
const sizeInvalid = 'Gli annunci per pagina devono essere un numero intero da 1 a 48.';

describe('readListingPage', () => {
  it('reads the first page of 24 when the address says nothing', () => {
    expect(readListingPage({})).toEqual({ ok: true, value: { page: 1, per_page: LISTING_PAGE_SIZE } });
    expect(readListingPage({ page: '3', per_page: '48' })).toEqual({
      ok: true,
      value: { page: 3, per_page: 48 },
    });
  });

  it('refuses anything but digits for a page from 1, naming the field in Italian', () => {
    for (const page of ['0', '-1', 'abc', '', '1.5', '1e1', '0x10', ' 2', '1234567890'])
      expect(readListingPage({ page }), page).toEqual({ ok: false, field: 'page', message: pageInvalid });
  });

  it('refuses a size outside 1 to 48', () => {
    for (const perPage of ['0', '49', 'abc', ''])
      expect(readListingPage({ per_page: perPage }), perPage).toEqual({
        ok: false,
        field: 'per_page',
        message: sizeInvalid,
      });
  });

  it('counts an empty list as one page', () => {
    expect(listingPageCount(0, 24)).toBe(1);
    expect(listingPageCount(24, 24)).toBe(1);
    expect(listingPageCount(25, 24)).toBe(2);
  });
});

describe('ListingPageQuerySchema', () => {
  it('is the same rule, and refuses a repeated parameter', () => {
    expect(ListingPageQuerySchema.parse({ page: '2' })).toEqual({ page: 2, per_page: 24 });
    const refused = ListingPageQuerySchema.safeParse({ page: ['1', '2'] });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([pageInvalid]);
    expect(ListingPageQuerySchema.safeParse({ per_page: '49' }).error?.issues[0]).toMatchObject({
      path: ['per_page'],
      message: sizeInvalid,
    });
  });
});
