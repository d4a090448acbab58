import type { HostListing } from '@scrivania/core/catalog/host-listing-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { useSaveListing } from '../api/host-listings.ts';
import { type FormStep, StepFields, stepValues } from './listing-steps.tsx';
import { showServerErrors, useListingForm } from './use-listing-form.ts';

const m = messages.hostCatalog.hostScreens.editor;

/**
 * One form step of the wizard: saves its fields on the draft (PATCH), so a host can stop at any step
 * and find the rest where they left it; then goes on to the next step.
 */
export function StepForm({
  listing,
  step,
  onSaved,
}: {
  listing: HostListing;
  step: FormStep;
  onSaved: () => void;
}) {
  const form = useListingForm(stepValues(step, listing));
  const save = useSaveListing(listing._id);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const onSubmit = form.handleSubmit((values) => {
    setFeedback(null);
    save.mutate(values, {
      onSuccess: () => {
        setFeedback({ kind: 'success', text: m.saved });
        onSaved();
      },
      onError: (error) => {
        const text = showServerErrors(form, error, m.saveFailed);
        if (text) setFeedback({ kind: 'error', text });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-4">
      <StepFields step={step} form={form} />
      <FormMessage feedback={feedback} />
      <Button type="submit" size="md" disabled={save.isPending}>
        {m.saveAndContinue}
      </Button>
    </form>
  );
}
