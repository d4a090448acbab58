import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that React adopts after the rest, in short slices of its own
 * (decision 061). While adopting, React leaves each Suspense boundary's markup for a later render at
 * the lowest priority, which yields to the browser every few milliseconds; a click or a key pressed
 * inside a part not adopted yet makes React adopt that part at once, then hand it the event. The
 * server renders the same boundary, so the markup matches. Nothing here suspends while rendered:
 * the fallback is never shown.
 */
export function AdoptedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
