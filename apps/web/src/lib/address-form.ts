import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';

/**
 * A form whose boxes show values the page's address holds: the address can change under it (the back
 * button, a filter an empty result removes, a moved map), and the boxes follow it.
 */
export function useAddressForm<TBoxes extends FieldValues, TValues>(
  boxes: TBoxes,
  resolver: Resolver<TBoxes, unknown, TValues>,
) {
  const form = useForm<TBoxes, unknown, TValues>({
    resolver,
    reValidateMode: 'onChange',
    defaultValues: boxes as DefaultValues<TBoxes>,
  });
  const boxesKey = JSON.stringify(boxes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the address's values change.
  useEffect(
    // Keeping the inputs' references: a reset otherwise forgets them until the next render, losing a click.
    () => form.reset(JSON.parse(boxesKey) as TBoxes, { keepFieldsRef: true }),
    [boxesKey],
  );
  return form;
}
