import type { ReactNode } from 'react';

/**
 * What scrolls sideways on a narrow screen (a wide table): named and reachable by keyboard, so
 * someone without a pointer can scroll it with the arrow keys (WCAG 2.1.1). It is the containing
 * block of what is positioned inside it (the screen-reader-only texts are), so those scroll with it
 * instead of widening the page.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to be scrolled by keyboard
      tabIndex={0}
      className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      {children}
    </section>
  );
}
