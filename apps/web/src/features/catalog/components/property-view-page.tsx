import type { StayChoice } from '@scrivania/core/booking/pricing-input';
import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import { imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AdoptedApart } from '../../../components/layout/adopted-apart.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { propertyStructuredData, type Rating } from '../../../lib/structured-data.ts';
import { useProperty } from '../api/get-property.ts';
import { timesOfQuery } from '../api/stay-parameters.ts';
import { AvailabilityForm } from './availability-form.tsx';
import { BookingBar } from './booking-bar.tsx';
import { PropertyGallery } from './property-gallery.tsx';
import { PropertyLocation } from './property-location.tsx';
import { type ChosenStay, stayBoxesOf, stayOf } from './stay-choice.ts';

function Price({ property, total }: { property: PropertyDetail; total: ReactNode }) {
  const unit = property.price_type === 'person' ? 'a persona' : 'per lo spazio';
  const discount =
    property.discount_check === 'yes' && property.discount_percent_amount !== null
      ? property.discount_type === 'percent'
        ? `Sconto del ${property.discount_percent_amount}%`
        : `Sconto di ${formatEuroCents(euroToCents(property.discount_percent_amount))}`
      : null;
  return (
    <div>
      <p className="text-3xl font-bold text-slate-900">
        {formatEuroCents(property.price_cents)}
        <span className="text-base font-normal text-slate-600">
          {' '}
          / {property.price_charge_type} {unit} · {messages.catalog.stayPrice.vatExcluded}
        </span>
      </p>
      {total !== null && (
        <p className="mt-2 text-slate-700" data-testid="card-stay-total">
          {total}
        </p>
      )}
      {discount && (
        <p className="mt-1 inline-block rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-800">
          {discount}
        </p>
      )}
    </div>
  );
}

/** The photo link previews show: the gallery's first, or the listing's thumbnail. */
function cover(property: PropertyDetail) {
  const file = property.property_image[0]?.property_image ?? property.thumb_image;
  return file ? imageUrl(file) : undefined;
}

function Description({ property }: { property: PropertyDetail }) {
  return (
    <section aria-labelledby="desc-title">
      <h2 id="desc-title" className="text-2xl font-bold text-slate-900">
        Descrizione
      </h2>
      {property.desc.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph} className="mt-3 text-slate-700">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

function Services({ property }: { property: PropertyDetail }) {
  if (property.property_service.length === 0) return null;
  return (
    <section aria-labelledby="services-title">
      <h2 id="services-title" className="text-2xl font-bold text-slate-900">
        Servizi a pagamento
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {property.property_service.map(({ _id, service }) => (
          <li key={_id} className="flex gap-3 rounded-xl border border-slate-200 p-4">
            {service.icon && (
              <img
                src={imageUrl(service.icon, 480)}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="size-10 rounded-lg"
              />
            )}
            <div>
              <p className="font-semibold">
                {service.service_name} ·{' '}
                {(property.booking_unit === 'hour'
                  ? messages.catalog.hourlyScreens.servicePrice
                  : messages.catalog.servicePrice)(formatEuroCents(service.price_cents))}
              </p>
              <p className="text-sm text-slate-600">{service.desc}</p>
              <ul className="mt-1 list-disc pl-5 text-sm text-slate-600">
                {service.extra_services.map((extra) => (
                  <li key={extra.description}>{extra.description}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Host({ property }: { property: PropertyDetail }) {
  const host = property.user;
  // The API sends contacts only to signed-in users; a guest sees none.
  if (!host.email) return null;
  return (
    <section aria-labelledby="host-title" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="host-title" className="text-lg font-semibold">
        Il tuo host
      </h2>
      <p className="mt-2 font-medium">{host.name}</p>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {host.email && <li>{host.email}</li>}
        {host.mobile_no && <li>{host.mobile_no}</li>}
        {host.address && <li>{host.address}</li>}
      </ul>
      <ButtonLink to={`${paths.chat}?property=${property._id}`} size="md" className="mt-4">
        {messages.chat.contactHost}
      </ButtonLink>
    </section>
  );
}

/**
 * The property page; `reviews` draws the property's reviews, which the reviews feature shows, and
 * `rating` is theirs for search engines; `stayTotal` draws the total of the stay chosen in the
 * availability form, which the booking feature prices.
 */
export function PropertyViewPage({
  reviews,
  rating,
  stayTotal,
}: {
  reviews: (propertyId: number) => ReactNode;
  rating?: Rating | undefined;
  /** `brief`: without the days, for the phone's bar. */
  stayTotal: (property: PropertyDetail, stay: StayChoice, brief: boolean) => ReactNode;
}) {
  const { id = '' } = useParams();
  const property = useProperty(id);
  const [params] = useSearchParams();
  // Until the guest changes the form, the stay is the one the address carries from a search.
  const [chosen, setChosen] = useState<ChosenStay | null | undefined>(undefined);
  const data = property.data;
  useDocumentMeta(
    data && {
      title: data.page_title ?? data.property_name,
      description: data.meta_desc ?? '',
      keywords: data.keywords ?? '',
      image: cover(data),
      structuredData: propertyStructuredData(data, rating),
    },
  );
  if (property.isPending) return <p className="px-4 py-10">{messages.common.loading}</p>;
  if (!data) {
    return (
      <PageHeader
        title="Struttura non trovata"
        crumbs={[{ label: 'Esplora proprietà', to: paths.exploreProperty }, { label: 'Struttura' }]}
      />
    );
  }
  const initial = stayBoxesOf(params, data.no_of_guest);
  const hourly =
    data.booking_unit === 'hour' ? { minHours: data.min_hours, slotMinutes: data.slot_minutes } : undefined;
  const initialTimes = hourly ? timesOfQuery(params) : null;
  const stay = chosen === undefined ? stayOf(initial, hourly && initialTimes) : chosen;
  const total = stay ? stayTotal(data, stay, false) : null;
  return (
    <>
      <PageHeader
        title={data.property_name}
        crumbs={[{ label: 'Esplora proprietà', to: paths.exploreProperty }, { label: data.property_name }]}
      >
        <p className="mt-2 text-slate-600">
          {data.property_type} · {data.address} · fino a {data.no_of_guest} ospiti · {data.property_size} Mq
        </p>
      </PageHeader>
      {/* Each part is adopted on its own (decision 061): the gallery, in view, first. */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 lg:grid-cols-3">
        <div className="min-w-0 space-y-10 lg:col-span-2">
          <AdoptedApart>
            <PropertyGallery property={data} />
          </AdoptedApart>
          <AdoptedApart>
            <Description property={data} />
            <Services property={data} />
          </AdoptedApart>
          <AdoptedApart>{reviews(data._id)}</AdoptedApart>
          <AdoptedApart>
            <PropertyLocation property={data} />
          </AdoptedApart>
        </div>
        {/* Beside the description on a wide screen, the booking card stays in view as it scrolls. */}
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" data-testid="booking-card">
          <AdoptedApart>
            <Price property={data} total={total} />
            {data.availableDates && <p className="text-sm text-brand-700">{data.availableDates.view_date}</p>}
            <AvailabilityForm
              propertyId={data._id}
              maxGuests={data.no_of_guest}
              policy={data.cancellation_policy}
              initial={initial}
              closedWeekdays={data.closed_weekdays}
              hourly={hourly}
              initialTimes={initialTimes}
              onStayChange={setChosen}
            />
            <Host property={data} />
          </AdoptedApart>
        </aside>
      </div>
      <AdoptedApart>
        <BookingBar property={data} times={stay?.times} total={stay ? stayTotal(data, stay, true) : null} />
      </AdoptedApart>
    </>
  );
}
