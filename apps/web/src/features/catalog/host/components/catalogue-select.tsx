import { messages } from '@scrivania/core/messages.it';
import { Controller } from 'react-hook-form';
import { SelectField } from '../../../../components/ui/field.tsx';
import { asNumber, type ListingForm } from './use-listing-form.ts';

const m = messages.hostCatalog.hostScreens.editor;

/**
 * The listing's category or city, chosen from the catalogue. Controlled, so the saved choice shows
 * whenever the options arrive: a registered select, drawn before the catalogue has answered, had no
 * option of that value to select and showed 'Scegli…' over a saved choice.
 */
export function CatalogueSelect({
  form,
  name,
  label,
  choices,
}: {
  form: ListingForm;
  name: 'category_id' | 'city_id';
  label: string;
  choices: { id: number; name: string }[];
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(asNumber(event.target.value))}
          onBlur={field.onBlur}
        >
          <option value="">{m.chooseOne}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}
