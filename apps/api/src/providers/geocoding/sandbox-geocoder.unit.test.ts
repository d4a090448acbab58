import { describe, expect, it } from 'vitest';
import { createSandboxGeocoder, type ProductPlaces } from './sandbox-geocoder.ts';

const listings = [
  { address: 'Via Fiori Chiari 12, 20121 Milano', town: 'Milano', latitude: 45.4712, longitude: 9.1865 },
  { address: 'Vicolo Stretto 4', town: 'Borgo Quieto', latitude: 43.1, longitude: 11.2 },
];

function places(
  cities: Awaited<ReturnType<ProductPlaces['cities']>> = [],
): ProductPlaces & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    cities: async () => cities,
    async addresses(word) {
      asked.push(word);
      return listings.filter((listing) => listing.address.toLowerCase().includes(word));
    },
  };
}

describe('the sandbox geocoder', () => {
  it('finds a town by the beginning of its name, at its centre with its main CAP', async () => {
    const [first] = await createSandboxGeocoder(places()).search('mila', 6);
    expect(first).toEqual({
      label: 'Milano (MI)',
      street: null,
      zip: '20121',
      town: 'Milano',
      latitude: 45.4642,
      longitude: 9.19,
    });
  });

  it('puts a bundled street at the number typed, and ignores accents, case and apostrophes', async () => {
    const found = await createSandboxGeocoder(places()).search('via dell indipendenza 7 bologna', 6);
    expect(found[0]).toMatchObject({
      label: "Via dell'Indipendenza 7, 40121 Bologna",
      street: "Via dell'Indipendenza 7",
      zip: '40121',
      town: 'Bologna',
    });
    const accented = await createSandboxGeocoder(places()).search('VIA DE’ TORNABUONI', 6);
    expect(accented[0]?.street).toBe("Via de' Tornabuoni");
  });

  it('finds the listings’ addresses, asking the product with the longest word typed', async () => {
    const source = places();
    const found = await createSandboxGeocoder(source).search('fiori chiari 12', 6);
    expect(source.asked).toEqual(['chiari']);
    expect(found).toEqual([
      {
        label: 'Via Fiori Chiari 12, 20121 Milano',
        street: 'Via Fiori Chiari 12',
        zip: '20121',
        town: 'Milano',
        latitude: 45.4712,
        longitude: 9.1865,
      },
    ]);
    const other = await createSandboxGeocoder(source).search('vicolo stretto', 6);
    expect(other[0]?.label).toBe('Vicolo Stretto 4, Borgo Quieto');
  });

  it('places a catalogue city it has no centre for at the centre of its listings, or not at all', async () => {
    const source = places([
      { name: 'Borgo Quieto', latitude: 43.1, longitude: 11.2 },
      { name: 'Borgo Vuoto', latitude: null, longitude: null },
      { name: 'Milano', latitude: 45.5, longitude: 9.3 },
    ]);
    const found = await createSandboxGeocoder(source).search('borgo', 6);
    expect(found.map((place) => place.label)).toEqual(['Borgo Quieto']);
    const milano = await createSandboxGeocoder(source).search('milano', 1);
    expect(milano[0]).toMatchObject({ label: 'Milano (MI)', latitude: 45.4642 });
  });

  it('prefers whole words, then towns before streets, and answers the same every time', async () => {
    const geocoder = createSandboxGeocoder(places());
    const first = await geocoder.search('roma', 6);
    expect(first[0]?.label).toBe('Roma (RM)');
    expect(first.map((place) => place.label)).toContain('Via Roma, 10121 Torino');
    expect(await geocoder.search('roma', 6)).toEqual(first);
    expect(first.length).toBeLessThanOrEqual(6);
  });

  it('finds places by CAP, and nothing for words it does not know', async () => {
    const geocoder = createSandboxGeocoder(places());
    expect((await geocoder.search('80121', 6)).map((place) => place.town)).toEqual([
      'Napoli',
      'Napoli',
      'Napoli',
    ]);
    expect(await geocoder.search('zzxxyy', 6)).toEqual([]);
    expect(await geocoder.search('12', 6)).toEqual([]);
  });
});
