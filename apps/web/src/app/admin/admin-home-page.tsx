import { messages } from '@scrivania/core/messages.it';
import { Link } from 'react-router';
import { PageTitle } from '../../components/back-office/page-title.tsx';
import { useAdminSummary } from '../../features/audit/admin/api/get-admin-summary.ts';
import { adminPaths } from '../../lib/admin-paths.ts';
import { serverMessageOr } from '../../lib/api-client.ts';
import { adminNavItems } from './admin-nav.ts';

const m = messages.backOffice.console.home;
const card =
  'block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** A count that leads to its list when that section is built, and is only a number until then. */
function Count({ label, value, to }: { label: string; value: number; to: string }) {
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

/** The console's front page: what waits for the operator, then the way into each built section. */
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
          </ul>
        )}
      </section>
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
