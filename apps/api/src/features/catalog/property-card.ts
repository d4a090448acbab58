import type { PropertyService } from '@scrivania/core/catalog/property-schemas';
import type { PropertyCard } from '@scrivania/core/catalog/schemas';
import { centsToEuro } from '@scrivania/core/money';
import type { PropertyCardRow } from './property-card-repository.ts';

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', the way Italian users read dates. */
export function italianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** The label of an open window, e.g. 'Dal 22/11/2026 al 22/11/2027'. */
export function viewDateLabel(startDate: string, endDate: string): string {
  return `Dal ${italianDate(startDate)} al ${italianDate(endDate)}`;
}

export function toPropertyCard(row: PropertyCardRow): PropertyCard {
  return {
    _id: row.id,
    property_name: row.name,
    property_type: row.propertyType,
    thumb_image: row.thumbImage,
    address: row.address,
    city_name: row.cityName,
    category_name: row.categoryName,
    no_of_guest: row.noOfGuest,
    property_size: row.propertySize,
    price: centsToEuro(row.priceCents),
    price_cents: row.priceCents,
    price_type: row.priceType,
    price_charge_type: row.priceChargeType,
    booking_unit: row.bookingUnit,
    discount_check: row.discountType ? 'yes' : 'no',
    discount_type: row.discountType,
    // A flat discount is stored in cents and shown in euro like the price; a percentage is whole percent.
    discount_percent_amount:
      row.discountValue === null
        ? null
        : row.discountType === 'amount'
          ? centsToEuro(row.discountValue)
          : row.discountValue,
    availableDates:
      row.windowStart && row.windowEnd
        ? {
            view_date: viewDateLabel(row.windowStart, row.windowEnd),
            start_date: row.windowStart,
            end_date: row.windowEnd,
          }
        : null,
  };
}

interface ServiceRow {
  id: number;
  name: string;
  desc: string;
  icon: string | null;
  priceCents: number;
  extras: { icon: string | null; description: string }[];
}

/** A property's paid services as the property page and the checkout show them. */
export function toPropertyServices(rows: ServiceRow[]): PropertyService[] {
  return rows.map((service) => ({
    _id: service.id,
    service_id: service.id,
    service: {
      service_name: service.name,
      desc: service.desc,
      icon: service.icon,
      price: centsToEuro(service.priceCents),
      price_cents: service.priceCents,
      extra_services: service.extras.map((extra) => ({ icon: extra.icon, description: extra.description })),
    },
  }));
}
