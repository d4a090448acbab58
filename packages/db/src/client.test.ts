import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDb } from './client.ts';

let handle: DbHandle;

beforeAll(async () => {
  handle = await openDb({ kind: 'pglite' });
});

afterAll(async () => {
  await handle.close();
});

describe('embedded database', () => {
  it('starts with a 32 MB buffer pool instead of the 128 MB default', async () => {
    const result = await handle.pglite?.query<{ shared_buffers: string }>('show shared_buffers');
    expect(result?.rows[0]?.shared_buffers).toBe('32MB');
  });

  it('keeps the settings it starts with by default', async () => {
    const result = await handle.pglite?.query<{ search_path: string }>('show search_path');
    expect(result?.rows[0]?.search_path).toBe('public');
  });
});
