import { imageUrl } from '@scrivania/core/images';

/** A person's photo, or their initial on a coloured disc. */
export function ChatAvatar({ name, avatar }: { name: string; avatar: string | null }) {
  if (avatar) {
    return (
      <img
        src={imageUrl(avatar, 480)}
        alt=""
        width={40}
        height={40}
        className="size-10 rounded-full object-cover"
      />
    );
  }
  return (
    <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand-700 text-white">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
