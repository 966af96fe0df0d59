import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { itemsForWidth, type BreakpointSet } from '../lib/carousel-breakpoints';

// A scroll-snap carousel showing as many items as the specification's breakpoint set gives for its
// own width (not the window's: a carousel in a narrow column shows fewer). Keyboard and screen
// reader friendly: a labelled region, slides as groups, real buttons.
export interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  set: BreakpointSet;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
}

export function Carousel<T>({ label, items, set, getKey, renderItem, className }: CarouselProps<T>) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [perView, setPerView] = useState(1);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(items.length <= 1);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const update = () => {
      setPerView(itemsForWidth(set, element.clientWidth));
      setAtStart(element.scrollLeft <= 1);
      setAtEnd(element.scrollLeft + element.clientWidth >= element.scrollWidth - 1);
    };
    update();
    const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer?.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [set, items.length]);

  const scrollByPage = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };

  const paged = items.length > perView;
  return (
    // A group, not a landmark: a carousel sits inside its section, which names the region already.
    <div
      role="group"
      className={`carousel ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-breakpoint-set={set}
      style={{ ['--per-view' as string]: perView }}
    >
      <div className="carousel__track" ref={track} tabIndex={paged ? 0 : -1}>
        {items.map((item, index) => (
          <div
            key={getKey(item)}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: index + 1, count: items.length })}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
      {paged && (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" onClick={() => scrollByPage(-1)} disabled={atStart} aria-label={t('carousel.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="carousel__button" onClick={() => scrollByPage(1)} disabled={atEnd} aria-label={t('carousel.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
