/** The host back-office's addresses, apart from the site's paths so the public pages never carry them. */
export const hostPaths = {
  home: '/host',
  login: '/host/login',
  listings: '/host/listings',
  newListing: '/host/listings/new',
  listing: (id: number | string, step?: string) =>
    `/host/listings/${id}${step ? `?step=${encodeURIComponent(step)}` : ''}`,
  bookings: '/host/bookings',
  booking: (id: number | string) => `/host/bookings/${id}`,
  earnings: '/host/earnings',
  payouts: '/host/payouts',
} as const;
