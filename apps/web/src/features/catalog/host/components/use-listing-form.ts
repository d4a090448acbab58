import { zodResolver } from '@hookform/resolvers/zod';
import { type HostListingPatch, HostListingPatchSchema } from '@scrivania/core/catalog/host-listing-schemas';
import { type DefaultValues, type UseFormReturn, useForm } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client.ts';

export type ListingForm = UseFormReturn<HostListingPatch>;

/** Number inputs: an empty box leaves the field out, anything else becomes a number for the schema. */
export const asNumber = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));
/** Optional numbers and texts: an empty box clears them. */
export const asNumberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
export const asTextOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** The message under a field of the form, the browser's or the server's. */
export const errorOf = (form: ListingForm, name: keyof ListingForm['formState']['errors']) =>
  form.formState.errors[name]?.message;

/** A wizard step's form over the core listing schema: the browser refuses what the server would. */
export function useListingForm(defaultValues: DefaultValues<HostListingPatch>) {
  return useForm<HostListingPatch>({
    resolver: zodResolver(HostListingPatchSchema),
    defaultValues,
    mode: 'onTouched',
  });
}

const isListingField = (name: string): name is keyof HostListingPatch => name in HostListingPatchSchema.shape;

/**
 * Puts the server's refusal next to the fields it names (its `errors`), and answers the message left
 * for the form's own line: the whole message when no field of this form is named.
 */
export function showServerErrors(form: ListingForm, error: unknown, fallback: string): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const shown = Object.keys(form.getValues());
  let named = 0;
  for (const [path, message] of Object.entries(error.fieldErrors ?? {})) {
    // A nested field ('opening_hours.2.close') goes under its own box, within a field of this form.
    const [field = ''] = path.split('.');
    if (!isListingField(field) || !shown.includes(field)) continue;
    form.setError(path as typeof field, { type: 'server', message }, { shouldFocus: named === 0 });
    named += 1;
  }
  if (named > 0) return null;
  return error.message || fallback;
}
