import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import { imageSrcSet, imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Carousel } from '../../../components/ui/carousel.tsx';
import type { GalleryPhoto } from './photo-viewer.tsx';

const g = messages.catalog.gallery;
// Its own chunk, fetched on the first click on a photo: the property page's first load stays as it was.
const PhotoViewer = lazy(() => import('./photo-viewer.tsx'));

function galleryPhotos(property: PropertyDetail): GalleryPhoto[] {
  const photos = property.property_image.length
    ? property.property_image
    : property.thumb_image
      ? [{ _id: 0, property_image: property.thumb_image, alt: null }]
      : [];
  return photos.map((photo, index) => ({
    key: photo._id,
    file: photo.property_image,
    alt: photo.alt ?? g.photoAlt(property.property_name, index + 1),
  }));
}

/**
 * The photos, one per view; keyboard arrows, buttons, dots and touch move between them. Each photo is
 * a button that opens the photos full screen on it.
 */
export function PropertyGallery({ property }: { property: PropertyDetail }) {
  const photos = galleryPhotos(property);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<number | null>(null);
  // Back to the photo that opened the viewer, once it is closed: the page behind it takes no focus until then.
  useEffect(() => {
    if (openAt !== null || opener.current === null) return;
    openers.current[opener.current]?.focus();
    opener.current = null;
  }, [openAt]);
  if (photos.length === 0) return null;
  const open = (index: number) => {
    opener.current = index;
    setOpenAt(index);
  };
  return (
    <>
      <Carousel label={g.label(property.property_name)} slideClassName="basis-full">
        {photos.map((photo, index) => (
          <button
            key={photo.key}
            ref={(element) => {
              openers.current[index] = element;
            }}
            type="button"
            aria-label={g.open(photo.alt)}
            onClick={() => open(index)}
            className="block w-full cursor-zoom-in rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <img
              src={imageUrl(photo.file)}
              srcSet={imageSrcSet(photo.file)}
              sizes="(min-width: 1024px) 66vw, 100vw"
              alt={photo.alt}
              width={960}
              height={640}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className="aspect-[3/2] w-full rounded-2xl object-cover"
            />
          </button>
        ))}
      </Carousel>
      {openAt !== null && (
        <Suspense
          fallback={
            <p role="status" className="mt-2 text-sm text-slate-600">
              {g.loading}
            </p>
          }
        >
          <PhotoViewer
            name={property.property_name}
            photos={photos}
            start={openAt}
            onClose={() => setOpenAt(null)}
          />
        </Suspense>
      )}
    </>
  );
}
