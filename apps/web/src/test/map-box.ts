import { afterAll, beforeAll } from 'vitest';

const sizes = { clientWidth: 800, clientHeight: 600 };

/**
 * The test document lays nothing out, and a Leaflet map measures its box: while the calling file's
 * tests run, every element is 800 × 600.
 */
export function layOutMapBox() {
  beforeAll(() => {
    for (const [key, value] of Object.entries(sizes)) {
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
    }
  });
  afterAll(() => {
    for (const key of Object.keys(sizes)) Reflect.deleteProperty(HTMLElement.prototype, key);
  });
}
