/** The console's user queries: every change refreshes the list and the account it touched. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (search: string) => ['admin', 'users', 'list', search] as const,
  one: (id: number) => ['admin', 'users', id] as const,
};
