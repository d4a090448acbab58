import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HostListing } from '@scrivania/core/catalog/host-listing-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { FileDropZone } from '../../../../components/back-office/file-drop-zone.tsx';
import { usePatchPhoto } from '../api/host-photos.ts';
import { PhotoItem } from './photo-item.tsx';
import { usePhotoUploads } from './photo-uploads.ts';

const m = messages.hostCatalog.hostScreens.photos;
type Photo = HostListing['photos'][number];

function SortablePhoto({
  photo,
  index,
  total,
  listingId,
}: {
  photo: Photo;
  index: number;
  total: number;
  listingId: number;
}) {
  const sortable = useSortable({ id: photo._id });
  return (
    <li
      ref={sortable.setNodeRef}
      // dnd-kit moves the item with a transform while it is dragged.
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={sortable.isDragging ? 'relative z-10 opacity-80' : undefined}
    >
      <PhotoItem
        photo={photo}
        index={index}
        total={total}
        listingId={listingId}
        handle={
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={m.dragHandle(index + 1)}
            className="cursor-grab touch-none rounded border border-slate-300 bg-white px-2 py-3 text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span aria-hidden="true">⠿</span>
          </button>
        }
      />
    </li>
  );
}

/** Photos: upload several at once, reorder by dragging or with the keyboard, alt text, delete. */
export function PhotosStep({ listing }: { listing: HostListing }) {
  const { uploads, add } = usePhotoUploads(listing._id, listing.photos.length);
  const patch = usePatchPhoto(listing._id);
  // The order on screen follows a move at once; the server's answer replaces it when it comes.
  const [moved, setMoved] = useState<{ from: Photo[]; order: Photo[] } | null>(null);
  const photos = moved && moved.from === listing.photos ? moved.order : listing.photos;
  const ids = photos.map((photo) => photo._id);
  const position = (id: string | number) => ids.indexOf(Number(id)) + 1;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => m.picked(position(active.id)),
    onDragOver: ({ active, over }) =>
      over ? m.movedOver(position(active.id), position(over.id)) : undefined,
    onDragEnd: ({ active, over }) => (over ? m.dropped(position(active.id), position(over.id)) : m.cancelled),
    onDragCancel: () => m.cancelled,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    setMoved({ from: listing.photos, order: arrayMove(photos, from, to) });
    patch.mutate({ imageId: Number(active.id), body: { position: to + 1 } });
  };

  return (
    <section className="max-w-3xl space-y-6" aria-labelledby="photos-title">
      <div>
        <h2 id="photos-title" className="text-xl font-semibold text-slate-900">
          {m.title}
        </h2>
        <p className="text-slate-600">{m.intro}</p>
      </div>
      <FileDropZone label={m.choose} limit={m.limit} accept="image/*" multiple onFiles={add} />
      {uploads.length > 0 && (
        <ul aria-live="polite" className="space-y-1 text-sm">
          {uploads.map((upload) => (
            <li key={upload.key} className={upload.status === 'failed' ? 'text-red-800' : 'text-slate-700'}>
              {upload.status === 'failed'
                ? upload.reason
                : upload.status === 'done'
                  ? m.uploaded(upload.name)
                  : m.uploading(upload.name, upload.percent)}
              {(upload.status === 'uploading' || upload.status === 'waiting') && (
                <progress
                  className="ml-2 align-middle"
                  max={100}
                  value={upload.percent}
                  aria-label={upload.name}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {patch.isSuccess && (
        <p className="sr-only" role="status">
          {m.moved}
        </p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: m.dragHandle(1) } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol aria-label={m.listLabel} className="space-y-3">
            {photos.map((photo, index) => (
              <SortablePhoto
                key={photo._id}
                photo={photo}
                index={index}
                total={photos.length}
                listingId={listing._id}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}
