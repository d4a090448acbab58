/**
 * At most a year of a property's calendar in one answer: what the guest's calendar looks ahead. Its own
 * module without zod, so the page that asks does not bring the schemas (decision 108).
 */
export const UNAVAILABLE_DAYS_SPAN = 366;
