import { CheckAvailabilityQuerySchema } from '@scrivania/core/catalog/property-schemas';

/** The query string the property page sends: property_id, start_date, end_date, no_of_guest. */
export function readCheckoutParams(search: URLSearchParams) {
  const parsed = CheckAvailabilityQuerySchema.safeParse(Object.fromEntries(search));
  if (!parsed.success || parsed.data.end_date < parsed.data.start_date) return null;
  return parsed.data;
}
export type CheckoutParams = NonNullable<ReturnType<typeof readCheckoutParams>>;
