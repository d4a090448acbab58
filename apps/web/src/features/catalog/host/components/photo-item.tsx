import type { HostListing } from '@scrivania/core/catalog/host-listing-schemas';
import { imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { useDeletePhoto, usePatchPhoto } from '../api/host-photos.ts';

const m = messages.hostCatalog.hostScreens.photos;
const smallButton =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** One photo of the list: its handle for moving, the picture, its alt text and its deletion. */
export function PhotoItem({
  photo,
  index,
  total,
  listingId,
  handle,
}: {
  photo: HostListing['photos'][number];
  index: number;
  total: number;
  listingId: number;
  handle: ReactNode;
}) {
  const altId = useId();
  const [alt, setAlt] = useState(photo.alt ?? '');
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const patch = usePatchPhoto(listingId);
  const remove = useDeletePhoto(listingId);
  const label = m.position(index + 1, total);

  return (
    <article
      aria-label={label}
      className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      {handle}
      <img
        src={imageUrl(photo.property_image, 480)}
        alt={photo.alt ?? ''}
        width={144}
        height={96}
        className="h-24 w-36 rounded object-cover"
      />
      <div className="min-w-48 flex-1 space-y-2">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
          {label}
          {index === 0 && <StatusBadge label={m.cover} tone="info" />}
        </p>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            patch.mutate(
              { imageId: photo._id, body: { alt: alt.trim() === '' ? null : alt } },
              {
                onSuccess: () => setFeedback({ kind: 'success', text: m.altSaved }),
                onError: (error) =>
                  setFeedback({ kind: 'error', text: serverMessageOr(error, m.networkError) }),
              },
            );
          }}
        >
          <div className="min-w-48 flex-1">
            <label htmlFor={altId} className="block text-sm text-slate-700">
              {m.alt}
            </label>
            <input
              id={altId}
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-1.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            />
          </div>
          <button type="submit" className={smallButton} disabled={patch.isPending}>
            {m.saveAlt}
          </button>
          <button type="button" className={`${smallButton} text-red-700`} onClick={() => setConfirming(true)}>
            {m.remove}
          </button>
        </form>
        <FormMessage feedback={feedback} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={m.removeTitle}
        confirmLabel={m.remove}
        danger
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(photo._id, {
            onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, m.networkError) }),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>{m.removeBody}</p>
      </ConfirmDialog>
    </article>
  );
}
