import type { ComponentProps } from 'react';
import { Link } from 'react-router';

const SIZES = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-4 py-2',
  lg: 'px-6 py-2.5',
} as const;

/**
 * The brand's action; a way back that stays as available as the action beside it (outlined, never
 * grey, which reads as disabled); an action that cannot be undone, in red.
 */
const TONES = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary:
    'border border-slate-400 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-brand-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
} as const;

export interface ButtonLook {
  size?: keyof typeof SIZES;
  /** As wide as its container. */
  block?: boolean;
  tone?: keyof typeof TONES;
}

/** The brand button's classes, for the rare element that is neither a button nor a link. */
export const buttonClass = ({ size = 'lg', block = false, tone = 'primary' }: ButtonLook = {}) =>
  `${block ? 'block w-full text-center' : 'inline-block'} rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 aria-disabled:opacity-60 ${TONES[tone]} ${SIZES[size]}`;

/** The brand button; `type` is required so that no button submits a form by accident. */
export function Button({
  size,
  block,
  tone,
  className = '',
  type,
  ...button
}: ButtonLook & ComponentProps<'button'> & { type: 'button' | 'submit' }) {
  return <button type={type} {...button} className={`${buttonClass({ size, block, tone })} ${className}`} />;
}

/** A link that looks like the brand button. */
export function ButtonLink({
  size,
  block,
  tone,
  className = '',
  ...link
}: ButtonLook & ComponentProps<typeof Link>) {
  return <Link {...link} className={`${buttonClass({ size, block, tone })} ${className}`} />;
}
