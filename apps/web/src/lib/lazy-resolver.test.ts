import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { q: string };
const resolve: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: undefined, criteriaMode: undefined } as const;

describe('lazyResolver', () => {
  it('fetches the resolver once, at first use or preload, and answers with it', async () => {
    const load = vi.fn(async () => resolve);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    expect(await resolver({ q: 'Roma' }, undefined, options)).toEqual({ values: { q: 'Roma' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch again at the next use', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(resolve);
    const { resolver, preload } = lazyResolver<Values, Values>(load);
    preload();
    await expect(resolver({ q: 'Roma' }, undefined, options)).rejects.toThrow('offline');
    expect(await resolver({ q: 'Roma' }, undefined, options)).toEqual({ values: { q: 'Roma' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
