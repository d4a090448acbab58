import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import { imageSrcSet, imageUrl } from '@scrivania/core/images';
import { Carousel } from '../../../components/ui/carousel.tsx';

/** The photos, one per view; keyboard arrows, buttons, dots and touch move between them. */
export function PropertyGallery({ property }: { property: PropertyDetail }) {
  const photos = property.property_image.length
    ? property.property_image
    : property.thumb_image
      ? [{ _id: 0, property_image: property.thumb_image, alt: null }]
      : [];
  if (photos.length === 0) return null;
  return (
    <Carousel label={`Foto di ${property.property_name}`} slideClassName="basis-full">
      {photos.map((photo, index) => (
        <img
          key={photo._id}
          src={imageUrl(photo.property_image)}
          srcSet={imageSrcSet(photo.property_image)}
          sizes="(min-width: 1024px) 66vw, 100vw"
          alt={photo.alt ?? `${property.property_name}, foto ${index + 1}`}
          width={960}
          height={640}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          className="aspect-[3/2] w-full rounded-2xl object-cover"
        />
      ))}
    </Carousel>
  );
}
