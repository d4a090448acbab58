import type { HostListing } from '@scrivania/core/catalog/host-listing-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { useListingStatusChange } from '../api/host-listings.ts';

const m = messages.hostCatalog.hostScreens.publishing;

/** Publish (the server says what is still missing), then the public page ('Vedi annuncio'), and archive (after a confirmation). */
export function PublishActions({ listing }: { listing: HostListing }) {
  const publish = useListingStatusChange(listing._id, 'publish');
  const archive = useListingStatusChange(listing._id, 'archive');
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const run = (action: typeof publish) => {
    setFeedback(null);
    action.mutate(undefined, {
      onSuccess: (answer) => setFeedback({ kind: 'success', text: answer.message }),
      onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, m.failed) }),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {listing.status !== 'published' && (
          <Button type="button" size="md" disabled={publish.isPending} onClick={() => run(publish)}>
            {m.publish}
          </Button>
        )}
        {listing.status === 'published' && (
          <Link
            to={paths.propertyView(listing._id)}
            className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {m.view}
          </Link>
        )}
        {listing.status === 'published' && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {m.archive}
          </button>
        )}
      </div>
      <FormMessage feedback={feedback} />
      <ConfirmDialog
        open={confirming}
        title={m.archiveTitle}
        confirmLabel={m.archive}
        busy={archive.isPending}
        onConfirm={() => run(archive)}
        onCancel={() => setConfirming(false)}
      >
        <p>{m.archiveBody}</p>
      </ConfirmDialog>
    </div>
  );
}
