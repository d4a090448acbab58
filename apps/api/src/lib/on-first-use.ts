/**
 * A library loaded on its first use rather than at start: what a process never asks for (a payment
 * provider it is not configured for, image processing before the first upload) costs it neither
 * start-up time nor memory. Every use shares one load; a failed load is tried again by the next use.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
