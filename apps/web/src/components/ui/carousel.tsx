import { Children, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Icon } from './icon.tsx';
import { useLazyEmbla } from './lazy-embla.ts';

export interface CarouselProps {
  label: string;
  children: ReactNode;
  /**
   * Tailwind width classes of one slide at each breakpoint, e.g. 3/2/1 per view. Kept as classes so the
   * layout is right before any script measures it.
   */
  slideClassName: string;
  /** Embla's duration unit is not milliseconds; see the callers for the value they need. */
  duration?: number;
  loop?: boolean;
}

function ArrowButton(props: { label: string; path: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="grid size-10 place-items-center rounded-full border border-slate-300 disabled:opacity-40"
    >
      <Icon>
        <path d={props.path} />
      </Icon>
    </button>
  );
}

/** A carousel usable with keyboard, pointer and screen readers: previous/next buttons and dots. */
export function Carousel({ label, children, slideClassName, duration = 25, loop = false }: CarouselProps) {
  const { viewportRef, api, wake } = useLazyEmbla({ loop, duration, align: 'start', slidesToScroll: 'auto' });
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const sync = useCallback(() => {
    if (!api) return;
    setSnaps(api.scrollSnapList());
    setSelected(api.selectedScrollSnap());
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  const slides = Children.toArray(children);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') api?.scrollPrev();
        if (event.key === 'ArrowRight') api?.scrollNext();
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-6 flex touch-pan-y">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide a group.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order.
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} di ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 pl-6 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <ArrowButton
          label="Slide precedente"
          path="M15 6l-6 6 6 6"
          disabled={!canPrev}
          onClick={() => api?.scrollPrev()}
        />
        <div className="flex gap-2">
          {snaps.map((snap, index) => (
            <button
              key={snap}
              type="button"
              aria-label={`Vai al gruppo ${index + 1} di ${snaps.length}`}
              aria-current={index === selected}
              onClick={() => api?.scrollTo(index)}
              // A 24 px target (WCAG 2.5.8) around the 12 px dot that shows.
              className="grid size-6 place-items-center rounded-full"
            >
              <span
                className={`size-3 rounded-full ${index === selected ? 'bg-brand-700' : 'bg-slate-300'}`}
              />
            </button>
          ))}
        </div>
        <ArrowButton
          label="Slide successiva"
          path="M9 6l6 6-6 6"
          disabled={!canNext}
          onClick={() => api?.scrollNext()}
        />
      </div>
    </section>
  );
}

/** 3 per view from 1024 px, 2 from the given width, 1 below it (767 for the home, 768 for reviews). */
export const THREE_TWO_ONE_767 = 'basis-full min-[767px]:basis-1/2 min-[1024px]:basis-1/3';
export const THREE_TWO_ONE_768 = 'basis-full min-[768px]:basis-1/2 min-[1024px]:basis-1/3';
