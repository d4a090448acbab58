import type { PlaceSuggestion } from '@scrivania/core/catalog/place-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useListingChoices } from '../api/listing-choices.ts';
import { AddressCombobox } from './address-combobox.tsx';
import { CatalogueSelect } from './catalogue-select.tsx';
import { LazyPlacePinMap } from './lazy-place-pin-map.tsx';
import type { Spot } from './place-pin-map.tsx';
import type { ListingForm } from './use-listing-form.ts';

const m = messages.hostCatalog.hostScreens.editor;
const l = m.location;
const formatCoordinate = (value: number) => value.toFixed(6);

/**
 * Where the space is: the address found by typing (the city follows the place chosen) and the spot
 * set with a pin, never typed as numbers; the server still checks their ranges.
 */
export function LocationFields({ form }: { form: ListingForm }) {
  const { cities } = useListingChoices();
  const [focus, setFocus] = useState(0);
  const [outsideCatalogue, setOutsideCatalogue] = useState<string | null>(null);
  const latitude = form.watch('latitude');
  const longitude = form.watch('longitude');
  const spot: Spot | null =
    typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;

  const placeAt = (next: Spot) => {
    form.setValue('latitude', next.latitude, { shouldDirty: true });
    form.setValue('longitude', next.longitude, { shouldDirty: true });
  };
  const choose = (place: PlaceSuggestion) => {
    form.setValue('address', place.address, { shouldDirty: true, shouldValidate: true });
    if (place.city_id !== null) form.setValue('city_id', place.city_id, { shouldDirty: true });
    setOutsideCatalogue(place.city_id === null ? place.city_name : null);
    placeAt(place);
    setFocus((count) => count + 1);
  };

  return (
    <>
      <Controller
        control={form.control}
        name="address"
        render={({ field, fieldState }) => (
          <AddressCombobox
            label={m.fields.address}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            error={fieldState.error?.message}
            onChange={field.onChange}
            onBlur={field.onBlur}
            onChoose={choose}
          />
        )}
      />
      <CatalogueSelect form={form} name="city_id" label={m.fields.city_id} choices={cities} />
      {outsideCatalogue && <p className="text-sm text-amber-800">{l.cityNotInCatalogue(outsideCatalogue)}</p>}
      {spot ? (
        <div className="space-y-2">
          <LazyPlacePinMap label={l.map} spot={spot} focus={focus} onMove={placeAt} />
          <p className="text-sm text-slate-600">{l.pinHelp}</p>
          <p className="text-sm text-slate-800" aria-live="polite">
            {l.coordinates(formatCoordinate(spot.latitude), formatCoordinate(spot.longitude))}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{l.noSpot}</p>
      )}
      {(form.formState.errors.latitude || form.formState.errors.longitude) && (
        <p role="alert" className="text-sm text-red-700">
          {form.formState.errors.latitude?.message ?? form.formState.errors.longitude?.message}
        </p>
      )}
    </>
  );
}
