import { imageSrcSet, imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { keepTabInside } from '../../../components/ui/modal.tsx';

const g = messages.catalog.gallery;

/** A photo of the gallery: its file and the text that stands for it. */
export interface GalleryPhoto {
  key: number;
  file: string;
  alt: string;
}

export interface PhotoViewerProps {
  /** The listing's name, which labels the viewer. */
  name: string;
  photos: readonly GalleryPhoto[];
  /** The photo it opens on. */
  start: number;
  onClose: () => void;
}

function ViewerButton({ label, path, onClick }: { label: string; path: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-11 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <Icon className="size-6">
        <path d={path} />
      </Icon>
    </button>
  );
}

/**
 * The photos full screen, in a modal dialog on the native <dialog> (the page behind is inert, Escape
 * closes it): the arrow keys and the buttons move between them, going round from the last to the
 * first, a finger swipes (Embla, as the gallery), and the position reads "n di N". Its caller loads it on the first click (decision 086).
 */
export default function PhotoViewer({ name, photos, start, onClose }: PhotoViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [viewportRef, api] = useEmblaCarousel({ startIndex: start, duration: 20, loop: true });
  const [selected, setSelected] = useState(start);

  // Open before Embla measures its slides: a closed dialog has no size.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const sync = useCallback(() => {
    if (api) setSelected(api.selectedScrollSnap());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    sync();
    api.on('select', sync);
    return () => {
      api.off('select', sync);
    };
  }, [api, sync]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    keepTabInside(event);
    if (event.key === 'ArrowLeft') api?.scrollPrev();
    else if (event.key === 'ArrowRight') api?.scrollNext();
    else return;
    // The gallery behind has arrow keys of its own.
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <dialog
      ref={dialog}
      aria-label={g.viewer(name)}
      aria-modal="true"
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 p-3">
          <p aria-live="polite" className="px-2 text-sm font-medium tabular-nums">
            {g.position(selected + 1, photos.length)}
          </p>
          <ViewerButton label={g.close} path="M6 6l12 12M18 6L6 18" onClick={onClose} />
        </div>
        <div ref={viewportRef} className="min-h-0 flex-1 overflow-hidden">
          <div className="flex h-full touch-pan-y">
            {photos.map((photo, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide a group.
              <div
                key={photo.key}
                role="group"
                aria-roledescription="slide"
                aria-label={g.position(index + 1, photos.length)}
                aria-hidden={index !== selected}
                className="grid h-full min-w-0 shrink-0 grow-0 basis-full place-items-center px-2"
              >
                <img
                  src={imageUrl(photo.file)}
                  srcSet={imageSrcSet(photo.file)}
                  sizes="100vw"
                  alt={photo.alt}
                  // Only the photos beside the one shown are fetched before a swipe reaches them.
                  loading={Math.abs(index - start) <= 1 ? 'eager' : 'lazy'}
                  className="max-h-full max-w-full object-contain"
                />
              </div>
            ))}
          </div>
        </div>
        {photos.length > 1 && (
          <div className="flex items-center justify-center gap-6 p-3">
            <ViewerButton label={g.previous} path="M15 6l-6 6 6 6" onClick={() => api?.scrollPrev()} />
            <ViewerButton label={g.next} path="M9 6l6 6-6 6" onClick={() => api?.scrollNext()} />
          </div>
        )}
      </div>
    </dialog>
  );
}
