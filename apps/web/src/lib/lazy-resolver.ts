import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver whose schema code is fetched when first needed (or on `preload`): a form on a page that
 * carries no zod otherwise, the home page's search, need not bring it to every visitor. A failed fetch
 * is tried again at the next use.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): { resolver: Resolver<Values, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
