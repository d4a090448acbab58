import { describe, expect, it } from 'vitest';
import { mapEmbedAddress, mapEmbedForSpot, mapEmbedHtml } from './map-embeds.ts';

describe('mapEmbedAddress', () => {
  it('accepts the OpenStreetMap and Google Maps embeds, with their query', () => {
    const osm = 'https://www.openstreetmap.org/export/embed.html?bbox=9.1%2C45.4%2C9.2%2C45.5&layer=mapnik';
    expect(mapEmbedAddress(osm)).toBe(osm);
    const google = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
    expect(mapEmbedAddress(google)).toBe(google);
  });

  it('refuses any other page of those sites, other hosts, plain http and what is not an address', () => {
    for (const src of [
      'https://www.openstreetmap.org/user/someone',
      'https://www.google.com/maps/place/Milano',
      'https://www.google.com/search?q=maps',
      'https://maps.google.com/maps?q=Milano&output=embed',
      'https://www.openstreetmap.org.evil.example/export/embed.html',
      'http://www.openstreetmap.org/export/embed.html',
      'https://user@www.openstreetmap.org:8443/export/embed.html',
      'https://user:secret@www.openstreetmap.org/export/embed.html',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(mapEmbedAddress(src), src).toBeNull();
    }
  });
});

describe('mapEmbedHtml', () => {
  it('keeps only the allowed address of a pasted embed, in the one iframe the product writes', () => {
    const pasted =
      '<iframe width="425" src="https://www.openstreetmap.org/export/embed.html?bbox=9.1%2C45.4&amp;layer=mapnik" onload="alert(1)"></iframe>';
    expect(mapEmbedHtml(pasted)).toBe(
      '<iframe title="Mappa" width="600" height="400" loading="lazy" src="https://www.openstreetmap.org/export/embed.html?bbox=9.1%2C45.4&amp;layer=mapnik"></iframe>',
    );
    expect(mapEmbedHtml('https://www.google.com/maps/embed?pb=!1m18')).toContain(
      'src="https://www.google.com/maps/embed?pb=!1m18"',
    );
  });

  it('refuses any other frame or text', () => {
    expect(mapEmbedHtml('<iframe src="https://evil.example/x"></iframe>')).toBeNull();
    expect(mapEmbedHtml('<script>alert(1)</script>')).toBeNull();
    expect(mapEmbedHtml('')).toBeNull();
  });
});

describe('mapEmbedForSpot', () => {
  it('frames OpenStreetMap a few streets around a marker on the spot, as an allowed embed', () => {
    const html = mapEmbedForSpot(45.4642, 9.19);
    expect(html).toBe(
      '<iframe title="Mappa" width="600" height="400" loading="lazy" src="https://www.openstreetmap.org/export/embed.html?bbox=9.18400%2C45.46020%2C9.19600%2C45.46820&amp;layer=mapnik&amp;marker=45.46420%2C9.19000"></iframe>',
    );
    expect(mapEmbedHtml(html)).toBe(html);
  });
});
