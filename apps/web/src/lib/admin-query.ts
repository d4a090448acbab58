/**
 * Every console query's key starts here, so a console change can refresh all the console's lists and
 * the front page's counts at once (a change in one section may move a count shown in another).
 */
export const adminQueryKey = ['admin'] as const;
