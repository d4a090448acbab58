import { messages } from '@scrivania/core/messages.it';
import { Link } from 'react-router';
import { adminPaths } from '../../../../lib/admin-paths.ts';

const s = messages.audit.screen;
const targetNames: Record<string, string> = messages.audit.targetNames;

/**
 * Where the console shows a record: its own page when it has one (a booking, a user), otherwise the list
 * it is in. Content and moderation records have no page of their own to go to.
 */
const WHERE: Record<string, (id: string) => string> = {
  booking: (id) => `${adminPaths.bookings}/${id}`,
  user: (id) => `${adminPaths.users}/${id}`,
  listing: () => adminPaths.catalogListings,
  coupon: () => adminPaths.coupons,
  refund: () => adminPaths.refunds,
  tax: () => adminPaths.taxes,
  category: () => adminPaths.catalog,
  city: () => adminPaths.catalogCities,
  service: () => adminPaths.catalogServices,
  contact_request: () => adminPaths.contactRequests,
};

/** What a change touched, by name and number, linked to where the console shows it. */
export function AuditTarget({ type, id }: { type: string; id: string }) {
  const text = s.target(targetNames[type] ?? type, id);
  const where = WHERE[type];
  if (!where) return text;
  return (
    <Link to={where(id)} className="font-medium text-brand-800 underline">
      {text}
    </Link>
  );
}
