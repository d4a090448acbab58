import { zodResolver } from '@hookform/resolvers/zod';
import { type AvailabilityForm, AvailabilityFormSchema } from '@scrivania/core/catalog/property-schemas';
import type { Resolver } from 'react-hook-form';

/** The availability form's boxes: text, as the browser has them. */
export interface AvailabilityBoxes {
  start_date: string;
  end_date: string;
  no_of_guest: string;
}

export const availabilityResolver = zodResolver(AvailabilityFormSchema) as Resolver<
  AvailabilityBoxes,
  unknown,
  AvailabilityForm
>;
