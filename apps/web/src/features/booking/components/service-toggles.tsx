import type { PropertyService } from '@scrivania/core/catalog/property-schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';

const c = messages.booking.checkout;

/** One checkbox per paid service; toggling adds or removes it from the total. */
export function ServiceToggles({
  services,
  selected,
  onToggle,
  perBooking = false,
}: {
  services: PropertyService[];
  selected: ReadonlySet<number>;
  onToggle: (serviceId: number) => void;
  /** A booking by the hour: each service is charged once, not per day. */
  perBooking?: boolean;
}) {
  const priceOf = perBooking ? messages.catalog.hourlyScreens.servicePrice : messages.catalog.servicePrice;
  return (
    <fieldset className="space-y-2 rounded-2xl border border-slate-200 p-6">
      <legend className="px-2 text-lg font-semibold">{c.services}</legend>
      {services.length === 0 && <p className="text-slate-600">{c.noServices}</p>}
      {services.map((service) => (
        <label key={service.service_id} className="flex items-center gap-3">
          <input
            type="checkbox"
            checked={selected.has(service.service_id)}
            onChange={() => onToggle(service.service_id)}
            className="h-4 w-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          />
          <span>
            {service.service.service_name} — {priceOf(formatEuroCents(service.service.price_cents))}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
