/**
 * The operator console's addresses, apart from the site's paths so the public pages never carry them.
 * One address per section of the console's navigation, whether or not its screens are built yet, and
 * the sub-pages a section has.
 */
export const adminPaths = {
  home: '/admin',
  login: '/admin/login',
  moderation: '/admin/moderation',
  content: '/admin/content',
  catalog: '/admin/catalog',
  catalogCities: '/admin/catalog/cities',
  catalogServices: '/admin/catalog/services',
  catalogListings: '/admin/catalog/listings',
  coupons: '/admin/coupons',
  taxes: '/admin/taxes',
  users: '/admin/users',
  bookings: '/admin/bookings',
  refunds: '/admin/refunds',
  invoices: '/admin/invoices',
  payouts: '/admin/payouts',
  commission: '/admin/commission',
  contactRequests: '/admin/contact-requests',
  auditLog: '/admin/audit-log',
  jobs: '/admin/jobs',
  mailPreviews: '/admin/mails',
} as const;
