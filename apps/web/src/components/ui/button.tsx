import type { ComponentProps } from 'react';
import { Link } from 'react-router';

const SIZES = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-4 py-2',
  lg: 'px-6 py-2.5',
} as const;

export interface ButtonLook {
  size?: keyof typeof SIZES;
  /** As wide as its container. */
  block?: boolean;
}

/** The brand button's classes, for the rare element that is neither a button nor a link. */
export const buttonClass = ({ size = 'lg', block = false }: ButtonLook = {}) =>
  `${block ? 'block w-full text-center' : 'inline-block'} rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 aria-disabled:opacity-60 ${SIZES[size]}`;

/** The brand button; `type` is required so that no button submits a form by accident. */
export function Button({
  size,
  block,
  className = '',
  type,
  ...button
}: ButtonLook & ComponentProps<'button'> & { type: 'button' | 'submit' }) {
  return <button type={type} {...button} className={`${buttonClass({ size, block })} ${className}`} />;
}

/** A link that looks like the brand button. */
export function ButtonLink({
  size,
  block,
  className = '',
  ...link
}: ButtonLook & ComponentProps<typeof Link>) {
  return <Link {...link} className={`${buttonClass({ size, block })} ${className}`} />;
}
