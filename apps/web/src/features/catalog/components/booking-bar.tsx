import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import type { MouseEvent, ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { AVAILABILITY_FORM_ID, type ChosenTimes } from './stay-choice.ts';

const s = messages.catalog.stayPrice;
const h = messages.catalog.hourlyScreens;

/**
 * Takes the guest to the availability form: the dates when none are chosen, else its button. A plain
 * anchor, so it scrolls there before the app has adopted the page too.
 */
function goToForm(event: MouseEvent<HTMLAnchorElement>, withDates: boolean) {
  const form = document.getElementById(AVAILABILITY_FORM_ID);
  const target = form?.querySelector<HTMLElement>(withDates ? 'button[type="submit"]' : 'input');
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * The phone's booking bar, fixed at the bottom below the page's two-column width (`lg`). Its height
 * is fixed (`--booking-bar-height`) and the page keeps that much room below the footer (styles.css),
 * so it is in the server's page from the first paint, moves nothing, and hides nothing.
 */
export function BookingBar({
  property,
  times,
  total,
}: {
  property: PropertyDetail;
  /** The hours chosen, for a listing sold by the hour: they stay in view with their total. */
  times?: ChosenTimes | undefined;
  total: ReactNode;
}) {
  const withDates = total !== null;
  const choose = property.booking_unit === 'hour' ? h.chooseTimes : s.chooseDates;
  return (
    <section
      id="booking-bar"
      aria-label={s.barLabel}
      className="fixed inset-x-0 bottom-0 z-30 flex h-(--booking-bar-height) items-center gap-3 border-t border-slate-200 bg-white px-4 shadow-[0_-2px_8px_rgb(15_23_42/0.08)] lg:hidden"
    >
      <div className="min-w-0 flex-1 text-sm text-slate-700">
        {/* Short lines, so the total is never cut: 'per lo spazio' is what a price means unless per person. */}
        <p className="truncate">
          <strong className="text-base text-slate-900">{formatEuroCents(property.price_cents)}</strong> /{' '}
          {property.price_charge_type}
          {property.price_type === 'person' && ' a persona'}
        </p>
        <p className="truncate">
          {times && <strong className="text-slate-900">{h.timeRange(times.start, times.end)} · </strong>}
          {withDates ? total : s.vatExcluded}
        </p>
      </div>
      <a
        href={`#${AVAILABILITY_FORM_ID}`}
        onClick={(event) => goToForm(event, withDates)}
        className={`${buttonClass({ size: 'md' })} shrink-0 text-sm`}
      >
        {withDates ? s.toBooking : choose}
      </a>
    </section>
  );
}
