/**
 * A console list reads one row more than its page (`limit + 1`): the extra row says whether another
 * page follows, without counting the table. Answers the page's rows and that answer.
 */
export function pageRows<T>(rows: T[], limit: number) {
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** A console list's answer (`data` of every `GET /admin/...` list): its rows and no total, only `has_more`. */
export function consolePage<T>(items: T[], hasMore: boolean, page: number, perPage: number) {
  return { items, page, per_page: perPage, has_more: hasMore };
}
