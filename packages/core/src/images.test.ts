import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, imageVariantName } from './images.ts';

describe('image names', () => {
  it('keeps the canonical name for 960 px and suffixes the other widths', () => {
    expect(imageVariantName('property-3-1.webp', 960)).toBe('property-3-1.webp');
    expect(imageVariantName('property-3-1.webp', 480)).toBe('property-3-1-480.webp');
    expect(imageVariantName('noext', 1600)).toBe('noext-1600');
  });

  it('builds encoded URLs and a srcset of every width', () => {
    expect(imageUrl('a b.webp')).toBe('/backend/images/a%20b.webp');
    expect(imageSrcSet('x.webp')).toBe(
      '/backend/images/x-480.webp 480w, /backend/images/x.webp 960w, /backend/images/x-1600.webp 1600w',
    );
  });
});
