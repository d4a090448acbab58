import { imageSrcSet, imageUrl } from '@scrivania/core/images';

interface PhotoProps {
  fileName: string | null | undefined;
  sizes: string;
  className?: string;
  priority?: boolean;
}

/** A stored 3:2 photo in all its widths; decorative (empty alt) next to the text it illustrates. */
export function Photo({ fileName, sizes, className, priority = false }: PhotoProps) {
  if (!fileName) return null;
  return (
    <img
      src={imageUrl(fileName)}
      srcSet={imageSrcSet(fileName)}
      sizes={sizes}
      alt=""
      width={960}
      height={640}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
