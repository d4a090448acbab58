import type { AdminPeriodFigures } from '@scrivania/core/audit/admin-summary-schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { Link } from 'react-router';
import { PageTitle } from '../../components/back-office/page-title.tsx';
import { useAdminSummary } from '../../features/audit/admin/api/get-admin-summary.ts';
import { adminPaths } from '../../lib/admin-paths.ts';
import { serverMessageOr } from '../../lib/api-client.ts';
import { adminNavItems } from './admin-nav.ts';

const m = messages.backOffice.console.home;
const card =
  'block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The filtered lists the figures lead to. */
const paidBookings = `${adminPaths.bookings}?status=booked`;
// A failed payment leaves its booking waiting to be paid until the hold lapses: that list is where it shows.
const unpaidBookings = `${adminPaths.bookings}?status=pending`;

/** A count that leads to its list when that section is built, and is only a number until then. */
function Count({ label, value, to }: { label: string; value: number | string; to: string }) {
  const built = adminNavItems.some((item) => to.split('?')[0] === item.to);
  const body = (
    <>
      <span className="block text-3xl font-bold text-slate-900">{value}</span>
      <span className="text-slate-700">{label}</span>
    </>
  );
  return built ? (
    <Link to={to} className={card}>
      {body}
    </Link>
  ) : (
    <div className="rounded-lg border border-slate-200 bg-white p-4">{body}</div>
  );
}

/** One period's business: bookings paid, what they took, payments that failed. */
function Period({ title, figures }: { title: string; figures: AdminPeriodFigures }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      <ul className="grid gap-3 sm:grid-cols-3">
        <li>
          <Count label={m.paidBookings} value={figures.paid_bookings} to={paidBookings} />
        </li>
        <li>
          <Count label={m.revenue} value={formatEuroCents(figures.revenue_cents)} to={paidBookings} />
        </li>
        <li>
          <Count label={m.failedPayments} value={figures.failed_payments} to={unpaidBookings} />
        </li>
      </ul>
    </div>
  );
}

/** The console's front page: what waits for the operator, the day's and month's business, then the sections. */
export function AdminHomePage() {
  const summary = useAdminSummary();
  const sections = adminNavItems.filter((item) => !item.end);
  return (
    <>
      <PageTitle title={m.title} description={m.intro} />
      <section aria-labelledby="console-counts" className="mb-8">
        <h2 id="console-counts" className="mb-3 text-lg font-semibold text-slate-900">
          {m.countsTitle}
        </h2>
        {summary.isError && (
          <p role="alert" className="text-red-800">
            {serverMessageOr(summary.error, m.countsFailed)}
          </p>
        )}
        {summary.data && (
          <ul className="grid gap-3 sm:grid-cols-3">
            <li>
              <Count
                label={m.pendingTestimonials}
                value={summary.data.pending_testimonials}
                to={adminPaths.moderation}
              />
            </li>
            <li>
              <Count
                label={m.hiddenReviews}
                value={summary.data.hidden_reviews}
                to={`${adminPaths.moderation}?tab=reviews&visibility=hidden`}
              />
            </li>
            <li>
              <Count
                label={m.openContactRequests}
                value={summary.data.open_contact_requests}
                to={adminPaths.contactRequests}
              />
            </li>
            <li>
              <Count
                label={m.pendingRefunds}
                value={summary.data.pending_refunds}
                to={`${adminPaths.refunds}?status=pending`}
              />
            </li>
            <li>
              <Count
                label={m.failedRefunds}
                value={summary.data.failed_refunds}
                to={`${adminPaths.refunds}?status=failed`}
              />
            </li>
            <li>
              <Count
                label={m.waitingRequests}
                value={summary.data.waiting_requests}
                to={`${adminPaths.bookings}?status=requested`}
              />
            </li>
          </ul>
        )}
      </section>
      {summary.data && (
        <section aria-labelledby="console-business" className="mb-8 space-y-4">
          <h2 id="console-business" className="text-lg font-semibold text-slate-900">
            {m.businessTitle}
          </h2>
          <Period title={m.today} figures={summary.data.today} />
          <Period title={m.month} figures={summary.data.month} />
        </section>
      )}
      <nav aria-label={m.sectionsLabel}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className={`${card} font-semibold text-slate-900`}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
