import type { PriceBreakdown } from '@scrivania/core/booking/pricing';
import type { BookingProperty, Tax } from '@scrivania/core/booking/schemas';
import type { PropertyService } from '@scrivania/core/catalog/property-schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { formatBookingPeriod } from '../../../lib/format.ts';
import { hoursBetween } from '../../../lib/time-of-day.ts';

const c = messages.booking.checkout;
const h = messages.catalog.hourlyScreens;

interface Props {
  property: BookingProperty;
  startDate: string;
  endDate: string;
  /** The hours of a booking by the hour: its price counts them instead of days. */
  times: { start: string; end: string } | null;
  guests: number;
  services: PropertyService[];
  selected: ReadonlySet<number>;
  taxes: Tax[];
  price: PriceBreakdown;
}

/** What the checkout shows of the price; the same engine as the server's, for display only. */
export function PriceSummary({
  property,
  startDate,
  endDate,
  times,
  guests,
  services,
  selected,
  taxes,
  price,
}: Props) {
  const unit = times ? h.hours(hoursBetween(times.start, times.end)) : `${price.days} ${c.unit}`;
  const chosen = services.filter((service) => selected.has(service.service_id));
  const lines: [string, string][] = [
    [
      property.price_type === 'person'
        ? `${formatEuroCents(property.price_cents)} × ${unit} × ${guests} ${c.guests.toLowerCase()}`
        : `${formatEuroCents(property.price_cents)} × ${unit}`,
      formatEuroCents(price.propertyAmountCents),
    ],
  ];
  if (price.discountAmountCents > 0)
    lines.push([c.discount, `− ${formatEuroCents(price.discountAmountCents)}`]);
  for (const [index, service] of chosen.entries()) {
    lines.push([
      // By the hour a service is charged once per booking, by the day once a day.
      `${service.service.service_name} (${formatEuroCents(service.service.price_cents)}${times ? '' : ` × ${unit}`})`,
      formatEuroCents(price.serviceAmountsCents[index] ?? 0),
    ]);
  }
  lines.push([c.subtotal, formatEuroCents(price.totalAmountCents)]);
  if (price.couponAmountCents > 0)
    lines.push([c.couponLine, `− ${formatEuroCents(price.couponAmountCents)}`]);
  const taxLabel = taxes.map((tax) => `${tax.label} ${tax.tax_percent} %`).join(' + ');
  if (taxes.length > 0) lines.push([`${c.taxes} (${taxLabel})`, formatEuroCents(price.totalTaxCents)]);

  return (
    <section aria-labelledby="price-summary" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="price-summary" className="mb-4 text-lg font-semibold">
        {c.summary}
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        {c.dates}:{' '}
        {formatBookingPeriod({
          start_date: startDate,
          end_date: endDate,
          start_time: times?.start,
          end_time: times?.end,
        })}{' '}
        · {c.guests}: {guests}
      </p>
      <dl className="space-y-2" data-testid="price-lines">
        {lines.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-700">{label}</dt>
            <dd className="whitespace-nowrap">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-lg font-semibold">
          <dt>{c.total}</dt>
          <dd data-testid="final-total">{formatEuroCents(price.payableAmountCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500">{c.totalNote}</p>
    </section>
  );
}
