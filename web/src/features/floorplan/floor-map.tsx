import { useCallback, useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type Lang } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import type { FloorAreaKind, FloorplanPageQuery } from '../../graphql/generated';
import { fitLabel, lineOffsets } from './label';
import { focusOn, panBy, shows, viewBoxAttribute, wholeFloor, zoomAt, zoomCentre, ZOOM_STEP, type ViewBox } from './view-box';

// One floor drawn as an inline SVG, rendered on the server: the building, the spaces that are not
// shops, and the units, each shop's unit a real link to its page (keyboard reachable, named "shop,
// unit code"). Zoom and pan without a library: the SVG's viewBox, moved by pointer events (drag with
// one pointer, pinch with two, ctrl + wheel or a trackpad pinch) and by the + / − / reset buttons.

export type FloorData = NonNullable<FloorplanPageQuery['floorplan']>['floors'][number];
export type FloorShopData = NonNullable<FloorplanPageQuery['floorplan']>['shops'][number];
type Unit = FloorData['units'][number];

/** A unit's bounds (`[x, y, width, height]` from the bff) as a box. */
export const unitBox = (unit: Pick<Unit, 'box'>): ViewBox => ({ x: unit.box[0] ?? 0, y: unit.box[1] ?? 0, width: unit.box[2] ?? 0, height: unit.box[3] ?? 0 });

/** The symbol drawn on an area of this kind (decorative: the key beside the map names it). */
export const AREA_SYMBOLS: Partial<Record<FloorAreaKind, string>> = {
  toilets: 'WC',
  info: 'i',
  parking: 'P',
  escalator: '⇅',
  elevator: '⇕',
  stairs: '≡',
};

/** A movement shorter than this (CSS px) is a click or a tap, not a drag. */
const DRAG_THRESHOLD = 6;

interface Props {
  floor: FloorData;
  /** The plan's shops by id (a unit names its shop by id). */
  shops: ReadonlyMap<string, FloorShopData>;
  lang: Lang;
  /** The code of the unit to mark and show (reached from a shop's page). */
  highlighted: string | null;
}

function UnitLabel({ unit, text, muted }: { unit: Unit; text: string; muted?: boolean }) {
  const { lines, fontSize } = fitLabel(text, unitBox(unit));
  const offsets = lineOffsets(lines.length);
  const [x = 0, y = 0] = unit.label;
  return (
    <text className={muted ? 'floor-map__label floor-map__label--muted' : 'floor-map__label'} x={x} y={y} fontSize={fontSize} textAnchor="middle" dominantBaseline="central">
      {lines.map((line, i) => (
        <tspan key={i} x={x} y={y + (offsets[i] ?? 0) * fontSize}>
          {/* A space between lines, so the label reads as one name when copied or read as text. */}
          {i < lines.length - 1 ? `${line} ` : line}
        </tspan>
      ))}
    </text>
  );
}

export function FloorMap({ floor, shops, lang, highlighted }: Props) {
  const { t } = useTranslation('floorplan');
  const titleId = useId();
  const size = { width: floor.width, height: floor.height };
  const marked = floor.units.find((u) => u.code === highlighted) ?? null;
  // The first view is decided from the URL alone, so the server and the browser draw the same.
  const [view, setView] = useState<ViewBox>(() => (marked ? focusOn(unitBox(marked), size) : wholeFloor(size)));
  const svgRef = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const drag = useRef<{ startX: number; startY: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  /** Floor units per CSS pixel of the drawing (the same across and down: the aspect ratio is kept). */
  const scale = useCallback((current: ViewBox) => {
    const rect = svgRef.current?.getBoundingClientRect();
    return rect && rect.width > 0 ? current.width / rect.width : 1;
  }, []);

  /** A point on screen as a point of the floor. */
  const toFloor = useCallback(
    (current: ViewBox, clientX: number, clientY: number) => {
      const rect = svgRef.current?.getBoundingClientRect();
      const s = scale(current);
      return { x: current.x + (clientX - (rect?.left ?? 0)) * s, y: current.y + (clientY - (rect?.top ?? 0)) * s };
    },
    [scale],
  );

  // Reached from a shop's page: bring the map (zoomed to the marked unit) into sight once it is shown.
  // The map itself, not the unit: scrolling to an element inside the SVG would also scroll the map's
  // clipped frame.
  useEffect(() => {
    if (marked) svgRef.current?.scrollIntoView?.({ block: 'nearest' });
    // Once, on the first view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Ctrl + wheel (and a trackpad's pinch, which browsers send as one) zooms; a plain wheel scrolls
  // the page as usual. A native listener: React's wheel listener is passive and cannot prevent.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const factor = Math.exp(-event.deltaY * 0.01);
      setView((current) => {
        const point = toFloor(current, event.clientX, event.clientY);
        return zoomAt(current, factor, point.x, point.y, size);
      });
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
    // size is floor.width × floor.height, which keys this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toFloor]);

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      drag.current = { startX: event.clientX, startY: event.clientY, moved: false };
      // A new gesture: a pinch before it ended without a click, so nothing is left to swallow.
      suppressClick.current = false;
    }
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous || !drag.current) return;
    const now = { x: event.clientX, y: event.clientY };
    if (!drag.current.moved && Math.hypot(now.x - drag.current.startX, now.y - drag.current.startY) < DRAG_THRESHOLD && pointers.current.size === 1) return;
    if (!drag.current.moved) {
      drag.current.moved = true;
      // Captured only once it is a drag: a tap must still reach the unit's link.
      svgRef.current?.setPointerCapture?.(event.pointerId);
    }
    pointers.current.set(event.pointerId, now);
    if (pointers.current.size === 1) {
      setView((current) => {
        const s = scale(current);
        return panBy(current, (previous.x - now.x) * s, (previous.y - now.y) * s, size);
      });
      return;
    }
    const other = [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1];
    if (!other) return;
    const before = Math.hypot(previous.x - other.x, previous.y - other.y);
    const after = Math.hypot(now.x - other.x, now.y - other.y);
    if (before < 1) return;
    setView((current) => {
      const middle = toFloor(current, (now.x + other.x) / 2, (now.y + other.y) / 2);
      return zoomAt(current, after / before, middle.x, middle.y, size);
    });
  };

  const onPointerEnd = (event: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    if (drag.current?.moved) suppressClick.current = true;
    if (pointers.current.size === 0) drag.current = null;
  };

  // A drag that ends on a unit is not a click on its link.
  const onClickCapture = (event: ReactMouseEvent<SVGSVGElement>) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  // A unit reached with the keyboard is brought into sight when the map is zoomed in elsewhere.
  const reveal = (unit: Unit) => setView((current) => (shows(current, unitBox(unit)) ? current : focusOn(unitBox(unit), size)));

  const zoomed = view.width < floor.width;

  return (
    <div className="floor-map" data-testid="floor-map">
      <div className="floor-map__toolbar">
        <p className="floor-map__hint">{t('mapHint')}</p>
        <div className="floor-map__controls" role="group" aria-label={t('zoom.controls')}>
          <button type="button" className="floor-map__button" onClick={() => setView((v) => zoomCentre(v, ZOOM_STEP, size))} aria-label={t('zoom.in')} title={t('zoom.in')}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" className="floor-map__button" onClick={() => setView((v) => zoomCentre(v, 1 / ZOOM_STEP, size))} aria-label={t('zoom.out')} title={t('zoom.out')} disabled={!zoomed}>
            <span aria-hidden="true">−</span>
          </button>
          <button type="button" className="floor-map__button" onClick={() => setView(wholeFloor(size))} aria-label={t('zoom.reset')} title={t('zoom.reset')} disabled={!zoomed}>
            <span aria-hidden="true">⤢</span>
          </button>
        </div>
      </div>
      <svg
        ref={svgRef}
        className={zoomed ? 'floor-map__svg is-zoomed' : 'floor-map__svg'}
        viewBox={viewBoxAttribute(view)}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-labelledby={titleId}
        data-view={viewBoxAttribute(view)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={onClickCapture}
        // A unit's link must not start the browser's own drag of a link: a drag moves the map.
        onDragStart={(event) => event.preventDefault()}
      >
        <title id={titleId}>{t('mapOf', { floor: floor.title })}</title>
        <path className="floor-map__outline" d={floor.outline} aria-hidden="true" />
        {floor.areas.map((area, i) => (
          <g key={`${area.kind}-${i}`} className={`floor-map__area floor-map__area--${area.kind}`} aria-hidden="true">
            <path d={area.path} />
            {AREA_SYMBOLS[area.kind] && (
              <text x={area.label[0]} y={area.label[1]} textAnchor="middle" dominantBaseline="central" fontSize={area.kind === 'parking' ? 48 : 18}>
                {AREA_SYMBOLS[area.kind]}
              </text>
            )}
          </g>
        ))}
        {floor.units.map((unit) => {
          const isMarked = unit.code === highlighted;
          const className = `floor-map__unit${isMarked ? ' is-highlighted' : ''}`;
          const shop = unit.shopId ? shops.get(unit.shopId) : undefined;
          if (!shop) {
            return (
              <g key={unit.code} className={`${className} floor-map__unit--vacant`} data-unit={unit.code} aria-hidden="true">
                <path className="floor-map__shape" d={unit.path} />
                <UnitLabel unit={unit} text={unit.code} muted />
              </g>
            );
          }
          return (
            <PrefetchLink
              key={unit.code}
              to={pathFor('shop', lang, { id: shop.id, title: shop.slug })}
              className={className}
              data-unit={unit.code}
              aria-label={t('unit', { name: shop.name, code: unit.code })}
              aria-current={isMarked ? 'location' : undefined}
              onFocus={() => reveal(unit)}
            >
              <path className="floor-map__shape" d={unit.path} />
              <UnitLabel unit={unit} text={shop.name} />
            </PrefetchLink>
          );
        })}
      </svg>
    </div>
  );
}
