import { describe, expect, it } from 'vitest';

describe('Zod in the browser', () => {
  it('parses without compiling, so no eval is attempted under the content security policy', async () => {
    await import('./zod-without-eval.ts');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
