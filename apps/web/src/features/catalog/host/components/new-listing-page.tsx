import type { HostListingCreate } from '@scrivania/core/catalog/host-listing-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { hostPaths } from '../../../../lib/host-paths.ts';
import { useCreateListing } from '../api/host-listings.ts';
import { BasicsFields } from './listing-steps.tsx';
import { showServerErrors, useListingForm } from './use-listing-form.ts';

const m = messages.hostCatalog.hostScreens.editor;

/** /host/listings/new: the first step creates the draft, then the wizard goes on on the draft. */
export function NewListingPage() {
  const form = useListingForm({ property_name: '' });
  const create = useCreateListing();
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const onSubmit = form.handleSubmit((values) => {
    setFeedback(null);
    const { property_name, category_id, city_id } = values;
    // The schema has checked them; a create needs all three.
    if (property_name === undefined || category_id === undefined || city_id === undefined) return;
    const body: HostListingCreate = { property_name, category_id, city_id };
    create.mutate(body, {
      onSuccess: (answer) => navigate(hostPaths.listing(answer.data._id, 'location'), { replace: true }),
      onError: (error) => {
        const text = showServerErrors(form, error, m.saveFailed);
        if (text) setFeedback({ kind: 'error', text });
      },
    });
  });

  return (
    <>
      <PageTitle title={m.newTitle} description={m.newDescription} />
      <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-4">
        <BasicsFields form={form} withDescription={false} />
        <FormMessage feedback={feedback} />
        <Button type="submit" size="md" disabled={create.isPending}>
          {m.create}
        </Button>
      </form>
    </>
  );
}
