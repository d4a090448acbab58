/**
 * The address parameters of a stay: the dates, hours and guests a search was made for, carried to a
 * property page (and through its login) so its availability form starts from them. They are the
 * search's own names.
 */
export const STAY_PARAMETERS = ['end_date', 'end_time', 'no_of_guest', 'start_date', 'start_time'] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

interface StayValues {
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
  start_time?: string | null | undefined;
  end_time?: string | null | undefined;
  no_of_guest?: string | null | undefined;
}

/** The hours an address names ('HH:MM' both, the start first), else null. */
export function timesOfQuery(params: URLSearchParams): { start: string; end: string } | null {
  const start = params.get('start_time') ?? '';
  const end = params.get('end_time') ?? '';
  return TIME.test(start) && TIME.test(end) && start < end ? { start, end } : null;
}

/**
 * The query that carries a stay: each date that is a whole day, and the guests when more than one
 * (one is the property page's own default, and 0 is the search's 'no preference').
 */
export function stayQuery({
  start_date,
  end_date,
  start_time,
  end_time,
  no_of_guest,
}: StayValues): URLSearchParams {
  const query = new URLSearchParams();
  if (start_date && ISO_DAY.test(start_date)) query.set('start_date', start_date);
  if (end_date && ISO_DAY.test(end_date)) query.set('end_date', end_date);
  if (start_time && TIME.test(start_time)) query.set('start_time', start_time);
  if (end_time && TIME.test(end_time)) query.set('end_time', end_time);
  const guests = Number(no_of_guest);
  if (Number.isInteger(guests) && guests > 1) query.set('no_of_guest', String(guests));
  return query;
}

/** The stay a search's address names, as `stayQuery` carries it. */
export const stayQueryOf = (params: URLSearchParams): URLSearchParams =>
  stayQuery({
    start_date: params.get('start_date'),
    end_date: params.get('end_date'),
    start_time: params.get('start_time'),
    end_time: params.get('end_time'),
    no_of_guest: params.get('no_of_guest'),
  });

/** A path with a stay's query, or the bare path when there is no stay to carry. */
export function withStay(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}
