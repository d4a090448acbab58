import type { PlaceSuggestion } from '@scrivania/core/catalog/place-schemas';
import { messages } from '@scrivania/core/messages.it';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { FieldFrame } from '../../../../components/ui/field.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { MIN_PLACE_QUERY, usePlaceSearch } from '../api/place-search.ts';

const m = messages.hostCatalog.hostScreens.editor.location;

interface AddressComboboxProps {
  label: string;
  value: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  name: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  onChoose: (place: PlaceSuggestion) => void;
}

/**
 * The address as the host types it, with the places it matches below (the ARIA combobox pattern):
 * arrows move through the list, Enter chooses, Escape closes it; what is typed stays the address until
 * a place is chosen.
 */
export function AddressCombobox({
  label,
  value,
  error,
  inputRef,
  name,
  onChange,
  onBlur,
  onChoose,
}: AddressComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = usePlaceSearch(value, open);
  const places = open && value.trim().length >= MIN_PLACE_QUERY ? (search.data?.data ?? []) : [];
  const expanded = places.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (place: PlaceSuggestion) => {
    onChoose(place);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (places.length === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((current) => {
        if (down) return current + 1 >= places.length ? 0 : current + 1;
        return current <= 0 ? places.length - 1 : current - 1;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const place = places[active];
      if (place) choose(place);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const failed = search.isError && open;
  let status = '';
  if (failed) status = serverMessageOr(search.error, m.unavailable);
  else if (open && search.isSuccess && value.trim().length >= MIN_PLACE_QUERY)
    status = places.length === 0 ? m.noPlaces : m.placesFound(places.length);

  return (
    <div className="relative">
      <FieldFrame
        label={label}
        error={error}
        hint={search.data?.sandbox ? `${m.hint} ${m.sandbox}` : m.hint}
        control={(wiring) => (
          <input
            {...wiring}
            ref={inputRef}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
              onBlur();
            }}
          />
        )}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={m.suggestions}
        hidden={!expanded}
        className="absolute inset-x-0 z-[1100] mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {places.map((place, index) => (
          <div
            key={`${place.label}-${place.latitude}-${place.longitude}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Chosen before the input loses focus, so the list is still there to be clicked.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'}`}
          >
            {place.label}
          </div>
        ))}
      </div>
      <p role="status" className={failed ? 'mt-1 text-sm text-red-700' : 'sr-only'}>
        {status}
      </p>
    </div>
  );
}
