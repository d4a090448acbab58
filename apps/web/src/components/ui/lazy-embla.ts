import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Near the screen: a carousel this close to the viewport takes its engine, as the visitor scrolls on. */
const NEAR = '200px';

/**
 * Embla on a viewport, its code fetched only when the carousel is near the screen or reached for
 * (pointer, finger, focus): a carousel below the fold costs a page nothing until then (decision 110).
 * Until the engine runs the slides show as laid out, and `wake` fetches it at once.
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const [api, setApi] = useState<EmblaCarouselType>();
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const stored = useRef(options);
  const wake = useCallback(() => setWanted(true), []);

  useEffect(() => {
    if (!viewport || wanted) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, wanted]);

  useEffect(() => {
    if (!viewport || !wanted) return;
    let engine: EmblaCarouselType | undefined;
    let gone = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (gone) return;
        engine = EmblaCarousel(viewport, stored.current);
        setApi(engine);
      })
      // The slides stay as laid out, without arrows: a page that could not fetch the engine still reads.
      .catch((error: unknown) => console.error('Failed to load the carousel', error));
    return () => {
      gone = true;
      engine?.destroy();
      setApi(undefined);
    };
  }, [viewport, wanted]);

  return { viewportRef: setViewport, api, wake };
}
