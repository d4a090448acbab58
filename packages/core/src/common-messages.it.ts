/**
 * The few texts the page shell needs before anything else (header, footer, page titles). They live
 * apart so the first script a visitor downloads does not carry every message of the site.
 */
export const commonMessages = {
  loading: 'Loading...',
  companySuffix: 'Scrivania',
  genericError: 'An error occurred. Please try again later.',
  /** Date fields read and write the Italian way whatever the browser's language. */
  dateFormat: 'gg/mm/aaaa',
  openCalendar: (label: string) => `${label}: scegli dal calendario`,
} as const;

export const seoMessages = {
  networkError: 'Network response was not ok',
  apiError: (message: string) => `API returned an error: ${message}`,
} as const;
