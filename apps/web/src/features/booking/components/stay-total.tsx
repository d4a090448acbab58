import { computePrice } from '@scrivania/core/booking/pricing';
import { type PriceTerms, pricingInputFor, type StayChoice } from '@scrivania/core/booking/pricing-input';
import type { Tax } from '@scrivania/core/booking/schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { useTaxes } from '../api/get-taxes.ts';

const s = messages.catalog.stayPrice;
const h = messages.catalog.hourlyScreens;

/** Says what the total holds, as it is: VAT when a VAT tax applies, other taxes by their name, else nothing. */
function taxesNote(taxes: readonly Tax[]) {
  if (taxes.some((tax) => tax.tax_type === 'VAT')) return s.vatIncluded;
  return taxes.length > 0 ? s.taxesIncluded : null;
}

/**
 * The stay's total as checkout will first show it (no service, no coupon): the same engine, the same
 * taxes from the server. A preview only; booking/store prices again on the server (decision 010).
 * `brief` leaves out the days, for the phone's bar.
 */
export function StayTotal({
  terms,
  choice,
  brief = false,
}: {
  terms: PriceTerms;
  choice: StayChoice;
  brief?: boolean;
}) {
  const taxes = useTaxes();
  if (!taxes.data) return <span>{messages.common.loading}</span>;
  const price = computePrice(
    pricingInputFor(terms, {
      ...choice,
      servicePricesCents: [],
      taxBasisPoints: taxes.data.map((tax) => tax.tax_basis_points),
    }),
  );
  const note = taxesNote(taxes.data);
  return (
    <span>
      {brief
        ? s.briefTotal
        : `${choice.minutes === undefined ? s.total(price.days) : h.total(h.hours(choice.minutes / 60))}:`}{' '}
      <strong data-testid="stay-total" className="font-semibold text-slate-900">
        {formatEuroCents(price.payableAmountCents)}
      </strong>
      {note && ` · ${note}`}
    </span>
  );
}
