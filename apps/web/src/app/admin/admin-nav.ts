import { messages } from '@scrivania/core/messages.it';
import type { BackOfficeNavItem } from '../../components/back-office/back-office-frame.tsx';
import { adminPaths } from '../../lib/admin-paths.ts';

const m = messages.backOffice.console.nav;

/**
 * The console's navigation: the front page, then only the sections whose screens are built, in the
 * issue's order (Moderazione, Contenuti, Catalogo, Coupon, Tasse, Utenti, Prenotazioni, Rimborsi, Fatture, Pagamenti agli host, Commissioni, Richieste di
 * contatto, Registro attività,
 * Attività in background, Anteprima mail). A section joins this list together with its entry in routes.tsx.
 */
export const adminNavItems: readonly BackOfficeNavItem[] = [
  { label: m.home, to: adminPaths.home, end: true },
  { label: m.moderation, to: adminPaths.moderation },
  { label: m.content, to: adminPaths.content },
  { label: m.catalog, to: adminPaths.catalog },
  { label: m.coupons, to: adminPaths.coupons },
  { label: m.taxes, to: adminPaths.taxes },
  { label: m.users, to: adminPaths.users },
  { label: m.bookings, to: adminPaths.bookings },
  { label: m.refunds, to: adminPaths.refunds },
  { label: m.invoices, to: adminPaths.invoices },
  { label: m.payouts, to: adminPaths.payouts },
  { label: m.commission, to: adminPaths.commission },
  { label: m.contactRequests, to: adminPaths.contactRequests },
  { label: m.auditLog, to: adminPaths.auditLog },
  { label: m.jobs, to: adminPaths.jobs },
  { label: m.mailPreviews, to: adminPaths.mailPreviews },
];
