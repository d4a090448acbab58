import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './near-screen.ts';

function Box() {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  return <div ref={ref}>{near ? 'vicino' : 'lontano'}</div>;
}

/** An IntersectionObserver the test moves by hand, recording the margin it was made with. */
function stubObserver() {
  const made: {
    margin: string | undefined;
    report: (isIntersecting: boolean) => void;
    disconnected: boolean;
  }[] = [];
  class Observer {
    record: (typeof made)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = {
        margin: options?.rootMargin,
        disconnected: false,
        report: (isIntersecting) =>
          callback(
            [{ isIntersecting } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
      };
      made.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearScreen', () => {
  it('turns true once the element comes near the screen, and stops watching', () => {
    const made = stubObserver();
    render(<Box />);
    expect(screen.getByText('lontano')).toBeDefined();
    const [observer] = made;
    if (!observer) throw new Error('no observer');
    expect(observer.margin).toBe('50% 0px');
    act(() => observer.report(false));
    expect(screen.getByText('lontano')).toBeDefined();
    act(() => observer.report(true));
    expect(screen.getByText('vicino')).toBeDefined();
    expect(observer.disconnected).toBe(true);
  });

  it('counts everything as near where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Box />);
    expect(screen.getByText('vicino')).toBeDefined();
  });
});
