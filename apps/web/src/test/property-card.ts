import type { PropertyCard } from '@scrivania/core/catalog/schemas';

/** A listing card as the list and search answers carry it: a Milan day office at 50 € a day. */
export const propertyCard = (id: number, name: string): PropertyCard => ({
  _id: id,
  property_name: name,
  property_type: 'Ufficio',
  thumb_image: `ufficio-${id}.webp`,
  address: 'Via Roma 1',
  city_name: 'Milano',
  category_name: 'Day Office',
  no_of_guest: 4,
  property_size: 20,
  price: 50,
  price_cents: 5000,
  price_type: 'fixed',
  price_charge_type: 'giorno',
  booking_unit: 'day',
  discount_check: 'no',
  discount_type: null,
  discount_percent_amount: null,
  availableDates: null,
});
