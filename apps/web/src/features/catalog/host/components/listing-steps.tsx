import type { HostListing } from '@scrivania/core/catalog/host-listing-schemas';
import {
  bookingModes,
  cancellationPolicies,
  priceTypes,
  propertyDiscountTypes,
} from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import { type ReactNode, useId } from 'react';
import { Controller } from 'react-hook-form';
import { Field, SelectField, TextArea } from '../../../../components/ui/field.tsx';
import { useHostServices } from '../api/host-services.ts';
import { useListingChoices } from '../api/listing-choices.ts';
import { CatalogueSelect } from './catalogue-select.tsx';
import { BookingUnitFields, HourlyRulesFields } from './hourly-fields.tsx';
import { LocationFields } from './location-fields.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { asNumber, asNumberOrNull, asTextOrNull, errorOf, type ListingForm } from './use-listing-form.ts';

const m = messages.hostCatalog.hostScreens;
const f = m.editor.fields;

export const wizardSteps = [
  'basics',
  'location',
  'capacity',
  'booking',
  'seo',
  'photos',
  'availability',
] as const;
export type WizardStep = (typeof wizardSteps)[number];
export type FormStep = Exclude<WizardStep, 'photos' | 'availability'>;

/** What each form step edits, taken from the listing as the server answered it. */
export function stepValues(step: FormStep, listing: HostListing) {
  switch (step) {
    case 'basics':
      return {
        property_name: listing.property_name,
        category_id: listing.category_id,
        city_id: listing.city_id,
        desc: listing.desc,
      };
    case 'location':
      return {
        address: listing.address,
        city_id: listing.city_id,
        latitude: listing.latitude,
        longitude: listing.longitude,
      };
    case 'capacity':
      return {
        no_of_guest: listing.no_of_guest,
        property_size: listing.property_size,
        price: listing.price ?? undefined,
        price_type: listing.price_type,
        booking_unit: listing.booking_unit,
        discount_type: listing.discount_type,
        discount_percent_amount: listing.discount_percent_amount,
      };
    case 'booking':
      return {
        booking_mode: listing.booking_mode,
        cancellation_policy: listing.cancellation_policy,
        service_ids: listing.service_ids,
        // Only a listing sold by the hour has hours to edit: a daily one's stay as they are.
        ...(listing.booking_unit === 'hour' && {
          opening_hours: listing.opening_hours,
          min_hours: listing.min_hours,
          slot_minutes: listing.slot_minutes === 30 ? (30 as const) : (60 as const),
          buffer_minutes: listing.buffer_minutes,
          min_notice_hours: listing.min_notice_hours,
          max_days_ahead: listing.max_days_ahead,
        }),
      };
    case 'seo':
      return { page_title: listing.page_title, meta_desc: listing.meta_desc };
  }
}

/** Name, category and city: all a draft needs; the description too. */
export function BasicsFields({
  form,
  withDescription = true,
}: {
  form: ListingForm;
  withDescription?: boolean;
}) {
  const { categories, cities } = useListingChoices();
  return (
    <>
      <Field
        label={f.property_name}
        error={errorOf(form, 'property_name')}
        {...form.register('property_name')}
      />
      <CatalogueSelect form={form} name="category_id" label={f.category_id} choices={categories} />
      <CatalogueSelect form={form} name="city_id" label={f.city_id} choices={cities} />
      {withDescription && (
        <Controller
          control={form.control}
          name="desc"
          render={({ field, fieldState }) => (
            <RichTextField
              label={f.desc}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </>
  );
}

function CapacityFields({ form }: { form: ListingForm }) {
  const byHour = form.watch('booking_unit') === 'hour';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <BookingUnitFields form={form} />
      <Field
        label={f.no_of_guest}
        type="number"
        min={1}
        error={errorOf(form, 'no_of_guest')}
        {...form.register('no_of_guest', { setValueAs: asNumber })}
      />
      <Field
        label={f.property_size}
        type="number"
        min={1}
        error={errorOf(form, 'property_size')}
        {...form.register('property_size', { setValueAs: asNumber })}
      />
      <Field
        label={byHour ? messages.catalog.hourlyScreens.pricePerHour : f.price}
        inputMode="decimal"
        error={errorOf(form, 'price')}
        {...form.register('price', { setValueAs: asNumber })}
      />
      <SelectField label={f.price_type} error={errorOf(form, 'price_type')} {...form.register('price_type')}>
        {priceTypes.map((type) => (
          <option key={type} value={type}>
            {m.priceType[type]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={f.discount_type}
        error={errorOf(form, 'discount_type')}
        {...form.register('discount_type', { setValueAs: asTextOrNull })}
      >
        <option value="">{m.editor.noDiscount}</option>
        {propertyDiscountTypes.map((type) => (
          <option key={type} value={type}>
            {m.editor.discountType[type]}
          </option>
        ))}
      </SelectField>
      <Field
        label={f.discount_percent_amount}
        inputMode="decimal"
        error={errorOf(form, 'discount_percent_amount')}
        {...form.register('discount_percent_amount', { setValueAs: asNumberOrNull })}
      />
    </div>
  );
}

/** The paid services offered, ticked from the catalogue every host shares. */
function ServicesFields({ form }: { form: ListingForm }) {
  const services = useHostServices();
  return (
    <Controller
      control={form.control}
      name="service_ids"
      render={({ field, fieldState }) => {
        const chosen = new Set(field.value ?? []);
        const toggle = (id: number, on: boolean) =>
          field.onChange(
            (services.data ?? []).map((s) => s._id).filter((s) => (s === id ? on : chosen.has(s))),
          );
        return (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">{f.service_ids}</legend>
            {services.data?.length === 0 && <p className="text-sm text-slate-600">{m.editor.noServices}</p>}
            {services.data?.map((service) => (
              <label key={service._id} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={chosen.has(service._id)}
                  onChange={(event) => toggle(service._id, event.target.checked)}
                  onBlur={field.onBlur}
                />
                <span>
                  {service.service_name}{' '}
                  <span className="text-slate-600">
                    ({messages.catalog.servicePrice(formatEuroCents(euroToCents(service.price)))})
                  </span>
                </span>
              </label>
            ))}
            {fieldState.error?.message && <p className="text-sm text-red-700">{fieldState.error.message}</p>}
          </fieldset>
        );
      }}
    />
  );
}

function BookingFields({ form }: { form: ListingForm }) {
  return (
    <>
      <BookingModeFields form={form} />
      {form.getValues('opening_hours') !== undefined && <HourlyRulesFields form={form} />}
      <CancellationPolicyFields form={form} />
      <ServicesFields form={form} />
    </>
  );
}

function BookingModeFields({ form }: { form: ListingForm }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{f.booking_mode}</legend>
      {bookingModes.map((mode) => (
        <label key={mode} className="flex items-start gap-2">
          <input type="radio" value={mode} className="mt-1" {...form.register('booking_mode')} />
          <span>{m.editor.bookingMode[mode]}</span>
        </label>
      ))}
      {errorOf(form, 'booking_mode') && (
        <p className="text-sm text-red-700">{errorOf(form, 'booking_mode')}</p>
      )}
    </fieldset>
  );
}

function CancellationPolicyFields({ form }: { form: ListingForm }) {
  const noteId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={noteId}>
      <legend className="text-sm font-medium text-slate-800">{f.cancellation_policy}</legend>
      <p id={noteId} className="text-sm text-slate-600">
        {m.editor.cancellationPolicyNewBookingsOnly}
      </p>
      {cancellationPolicies.map((policy) => (
        <label key={policy} className="flex items-start gap-2">
          <input type="radio" value={policy} className="mt-1" {...form.register('cancellation_policy')} />
          <span>{messages.booking.cancellation.policyRules[policy]}</span>
        </label>
      ))}
      {errorOf(form, 'cancellation_policy') && (
        <p className="text-sm text-red-700">{errorOf(form, 'cancellation_policy')}</p>
      )}
    </fieldset>
  );
}

function SeoFields({ form }: { form: ListingForm }) {
  return (
    <>
      <Field
        label={f.page_title}
        error={errorOf(form, 'page_title')}
        {...form.register('page_title', { setValueAs: asTextOrNull })}
      />
      <TextArea
        label={f.meta_desc}
        rows={3}
        error={errorOf(form, 'meta_desc')}
        {...form.register('meta_desc', { setValueAs: asTextOrNull })}
      />
    </>
  );
}

/** The fields of a form step. */
export function StepFields({ step, form }: { step: FormStep; form: ListingForm }): ReactNode {
  switch (step) {
    case 'basics':
      return <BasicsFields form={form} />;
    case 'location':
      return <LocationFields form={form} />;
    case 'capacity':
      return <CapacityFields form={form} />;
    case 'booking':
      return <BookingFields form={form} />;
    case 'seo':
      return <SeoFields form={form} />;
  }
}
