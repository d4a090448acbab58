/**
 * Every console query's key starts here, so a console change can refresh all the console's lists and
 * the front page's counts at once (a change in one section may move a count shown in another).
 */
export const adminQueryKey = ['admin'] as const;

/** A console list's filters as its address and API query: empty ones are left out. */
export function filtersSearch(filters: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}
