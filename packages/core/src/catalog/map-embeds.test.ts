import { describe, expect, it } from 'vitest';
import { mapEmbedAddress } from './map-embeds.ts';

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
