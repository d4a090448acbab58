/**
 * The product's pages that need no record of their own to exist, by who can open them: the lists the
 * accessibility budget and the no-sideways-scroll check both walk through.
 */
export const PUBLIC_PAGES = [
  '/',
  '/About',
  '/Contact',
  '/category/1',
  '/Cities/1',
  '/Faq',
  '/HelpCenter',
  '/Privacy',
  '/Terms',
  '/BecomeHost',
  '/ExploreProperty',
  '/PropertySearch?search_input=Milano',
  '/Login',
  '/Register',
  '/ForgotPassword',
  '/AddTestimonials',
] as const;

/** A signed-in guest's own pages. */
export const GUEST_PAGES = [
  '/Profile',
  '/EditProfile',
  '/ChangePassword',
  '/OrderHistory',
  '/Chatboat',
] as const;

export const HOST_PAGES = [
  '/host',
  '/host/listings',
  '/host/listings/new',
  '/host/bookings',
  '/host/earnings',
  '/host/payouts',
] as const;

export const CONSOLE_PAGES = [
  '/admin',
  '/admin/moderation',
  '/admin/content',
  '/admin/catalog',
  '/admin/catalog/cities',
  '/admin/catalog/services',
  '/admin/catalog/listings',
  '/admin/coupons',
  '/admin/taxes',
  '/admin/users',
  '/admin/bookings',
  '/admin/refunds',
  '/admin/invoices',
  '/admin/contact-requests',
  '/admin/audit-log',
  '/admin/jobs',
  '/admin/payouts',
  '/admin/commission',
  '/admin/mails',
] as const;
