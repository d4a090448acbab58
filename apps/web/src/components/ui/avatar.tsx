import { imageUrl } from '@scrivania/core/images';

const SIZES = {
  sm: { px: 32, className: 'size-8 text-sm' },
  md: { px: 40, className: 'size-10' },
} as const;

/** A person's photo, or their initial on a coloured disc; decorative, the name is always beside it. */
export function Avatar({
  name,
  avatar,
  size = 'md',
}: {
  name: string;
  avatar: string | null;
  size?: keyof typeof SIZES;
}) {
  const { px, className } = SIZES[size];
  if (avatar) {
    return (
      <img
        src={imageUrl(avatar, 480)}
        alt=""
        width={px}
        height={px}
        className={`${className} rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} grid place-items-center rounded-full bg-brand-700 text-white`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
