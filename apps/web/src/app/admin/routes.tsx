import { Navigate, type RouteObject } from 'react-router';
import { adminPaths } from '../../lib/admin-paths.ts';
import { screen } from '../lazy-screen.ts';

// The console is its own tree of lazy chunks, and this table joins the router only on a visit to /admin
// (router.tsx): the public entry chunk carries none of it.
const shell = () => import('./admin-shell.tsx');
const moderation = () => import('../../features/reviews/admin/screens.ts');
const content = () => import('../../features/content/admin/screens.ts');
const catalogue = () => import('../../features/catalog/admin/screens.ts');
const commerce = () => import('../../features/booking/admin/screens.ts');
const refunds = () => import('../../features/payments/admin/screens.ts');
const invoicing = () => import('../../features/invoicing/admin/screens.ts');
const users = () => import('../../features/account/admin/screens.ts');
const auditLog = () => import('../../features/audit/admin/screens.ts');
const jobs = () => import('../../features/jobs/admin/screens.ts');
const payouts = () => import('../../features/payouts/admin/screens.ts');
const mail = () => import('../../features/mail/admin/screens.ts');

/**
 * The console's sections, one entry each: its address (from adminPaths) and its screens, imported
 * lazily from the feature the section concerns (`features/<f>/admin/…`). A section may nest its own
 * routes (`children`). Add the section's navigation entry to admin-nav.ts with it.
 */
const sections: RouteObject[] = [
  { path: adminPaths.moderation, lazy: screen(moderation, 'ModerationPage') },
  { path: adminPaths.content, lazy: screen(content, 'ContentAdminPage') },
  {
    path: adminPaths.catalog,
    lazy: screen(catalogue, 'CatalogueLayout'),
    children: [
      { index: true, lazy: screen(catalogue, 'CategoriesPage') },
      { path: 'cities', lazy: screen(catalogue, 'CitiesPage') },
      { path: 'services', lazy: screen(catalogue, 'ServicesPage') },
      { path: 'listings', lazy: screen(catalogue, 'AdminListingsPage') },
    ],
  },
  { path: adminPaths.coupons, lazy: screen(commerce, 'CouponsPage') },
  { path: adminPaths.taxes, lazy: screen(commerce, 'TaxesPage') },
  {
    path: adminPaths.users,
    children: [
      { index: true, lazy: screen(users, 'AdminUsersPage') },
      { path: ':id', lazy: screen(users, 'AdminUserPage') },
    ],
  },
  { path: adminPaths.bookings, lazy: screen(commerce, 'BookingsPage') },
  { path: `${adminPaths.bookings}/:id`, lazy: screen(commerce, 'BookingDetailPage') },
  { path: adminPaths.refunds, lazy: screen(refunds, 'RefundsPage') },
  { path: adminPaths.invoices, lazy: screen(invoicing, 'InvoicesPage') },
  { path: adminPaths.payouts, lazy: screen(payouts, 'PayoutsPage') },
  { path: adminPaths.commission, lazy: screen(payouts, 'CommissionPage') },
  { path: adminPaths.contactRequests, lazy: screen(content, 'ContactRequestsPage') },
  { path: adminPaths.auditLog, lazy: screen(auditLog, 'AuditLogPage') },
  { path: adminPaths.jobs, lazy: screen(jobs, 'JobsPage') },
  { path: adminPaths.mailPreviews, lazy: screen(mail, 'MailPreviewsPage') },
];

/** The operator console under /admin: its login, then the screens only admins reach. */
export const adminRoutes: RouteObject[] = [
  { path: adminPaths.login, lazy: screen(shell, 'AdminLoginPage') },
  {
    path: adminPaths.home,
    lazy: screen(shell, 'AdminLayout'),
    children: [
      { index: true, lazy: screen(shell, 'AdminHomePage') },
      ...sections,
      { path: '*', element: <Navigate to={adminPaths.home} replace /> },
    ],
  },
];
