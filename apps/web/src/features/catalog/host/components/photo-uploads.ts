import { messages } from '@scrivania/core/messages.it';
import { useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { useRefreshListing } from '../api/host-listings.ts';
import { uploadPhoto } from '../api/host-photos.ts';

const m = messages.hostCatalog.hostScreens.photos;
export const MAX_PHOTOS = 10;

export interface UploadState {
  key: number;
  name: string;
  percent: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  reason?: string;
}

/**
 * Uploads the chosen photos one after the other (so they keep the order they were chosen in), each with
 * its own progress and its own outcome: a refused file says why and the others go on. Files past the
 * ten-photo limit are refused here without a request.
 */
export function usePhotoUploads(listingId: number, photosNow: number) {
  const refresh = useRefreshListing();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const nextKey = useRef(0);
  const queue = useRef(Promise.resolve());
  const accepted = useRef(0);

  const update = (key: number, change: Partial<UploadState>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const add = (files: File[]) => {
    const room = Math.max(0, MAX_PHOTOS - photosNow - accepted.current);
    const entries = files.map((file, index) => ({ file, key: nextKey.current++, fits: index < room }));
    accepted.current += Math.min(room, files.length);
    setUploads((list) => [
      ...list,
      ...entries.map(
        ({ file, key, fits }): UploadState =>
          fits
            ? { key, name: file.name, percent: 0, status: 'waiting' }
            : { key, name: file.name, percent: 0, status: 'failed', reason: m.tooMany(file.name) },
      ),
    ]);
    for (const { file, key, fits } of entries) {
      if (!fits) continue;
      queue.current = queue.current.then(async () => {
        update(key, { status: 'uploading' });
        try {
          await uploadPhoto(listingId, file, (percent) => update(key, { percent }));
          update(key, { status: 'done', percent: 100 });
          await refresh(listingId);
        } catch (error) {
          const reason = error instanceof ApiError && error.message ? error.message : m.networkError;
          update(key, { status: 'failed', reason: m.uploadFailed(file.name, reason) });
        } finally {
          accepted.current -= 1;
        }
      });
    }
  };

  return { uploads, add };
}
