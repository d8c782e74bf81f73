/**
 * The site map's plan: the squares' and camps' outlines (GeoJSON, WGS 84) drawn as SVG — no map library, no tiles,
 * no network — with the projection of src/shared/ui/SitePointPicker.tsx (longitude shortened by cos(latitude), so
 * the plan keeps its shape), fitted to what is drawn (or to the chosen square).
 *
 * - Each camp is a link to its page (/camps/{id}): focusable with Tab, opened by a click or Enter, named by its
 *   camp, square and value in the chosen measure (colour is never the only carrier); pointing at it or focusing it
 *   makes it the selected camp, which the page describes beside the plan.
 * - Direction: a map is not text, so the plan never mirrors (west is left in both languages); the names on it are
 *   written in the reader's direction, and the controls around it follow the page.
 */
import { memo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bboxOf, classOf, isPolygon, type Polygon, type SiteMapMeasure } from '../../../shared/siteMap';
import type { SiteMapCamp, SiteMapMeasureData, SiteMapSquare } from './api';
import { colourOf } from './colours';

const W = 1000;
/** Margins in viewBox units: the sides and top a little air, the bottom a band for the scale bar and the north arrow. */
const SIDE = 14;
const TOP = 12;
const BOTTOM = 52;

type Box = [number, number, number, number];

/** The box around the given outlines, or null when there is none. */
function extentOf(shapes: Polygon[]): Box | null {
  if (!shapes.length) return null;
  return shapes.map(bboxOf).reduce<Box>((a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])], [Infinity, Infinity, -Infinity, -Infinity]);
}

/** The plan's projection onto a W-wide viewBox (north up, west left). */
function projection([west, south, east, north]: Box) {
  const kx = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * kx, 1e-6);
  const spanY = Math.max(north - south, 1e-6);
  const scale = (W - 2 * SIDE) / spanX;
  const H = Math.round(TOP + spanY * scale + BOTTOM);
  const x = (lon: number) => SIDE + (lon - west) * kx * scale;
  const y = (lat: number) => TOP + (north - lat) * scale;
  /** metres per viewBox unit */
  const metres = 111_320 / scale;
  return { H, x, y, metres };
}

const pathOf = (p: Polygon, x: (lon: number) => number, y: (lat: number) => number) =>
  p.coordinates.map((ring) => `M${ring.map(([lon = 0, lat = 0]) => `${x(lon).toFixed(1)},${y(lat).toFixed(1)}`).join('L')}Z`).join('');

/** A scale bar of a round length, about a sixth of the plan's width. */
function scaleBar(metresPerUnit: number): { metres: number; units: number } {
  const target = (W / 6) * metresPerUnit;
  const steps = [10, 20, 50, 100, 200, 250, 500, 1000, 2000, 5000];
  const metres = steps.reduce((best, s) => (Math.abs(s - target) < Math.abs(best - target) ? s : best), steps[0]!);
  return { metres, units: metres / metresPerUnit };
}

interface Props {
  squares: SiteMapSquare[];
  camps: SiteMapCamp[];
  measure: SiteMapMeasureData;
  /** the chosen square: the plan is fitted to it (the others stay around it) */
  focusSquareId?: number | undefined;
  activeId: number | null;
  onActive: (id: number) => void;
  onOpen: (id: number) => void;
  /** the plan's accessible name */
  label: string;
  /** a camp's accessible name */
  campName: (camp: SiteMapCamp) => string;
}

export const SiteMapPlan = memo(function SiteMapPlan({ squares, camps, measure, focusSquareId, activeId, onActive, onOpen, label, campName }: Props) {
  const { t, i18n } = useTranslation('siteMap');
  const dir = i18n.language === 'en' ? 'ltr' : 'rtl';
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const key = measure.key as SiteMapMeasure;
  const classKeys = measure.classes.map((c) => c.key);
  const drawnSquares = squares.filter((s) => isPolygon(s.geometry));
  const drawnCamps = camps.filter((c) => isPolygon(c.geometry));
  const focus = focusSquareId ? drawnSquares.find((s) => s.id === focusSquareId) : undefined;
  const extent = extentOf(
    focus ? [focus.geometry!, ...drawnCamps.filter((c) => c.square_id === focus.id).map((c) => c.geometry!)] : [...drawnSquares.map((s) => s.geometry!), ...drawnCamps.map((c) => c.geometry!)],
  );
  if (!extent) return null;
  const { H, x, y, metres } = projection(extent);
  const bar = scaleBar(metres);

  const open = (e: MouseEvent<Element>, id: number) => {
    // a new tab or window keeps the browser's own way
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onOpen(id);
  };

  return (
    <svg className="site-map-svg" viewBox={`0 0 ${W} ${H}`} role="group" aria-label={label} direction="ltr">
      <rect className="site-map-ground" x={0} y={0} width={W} height={H} />
      {drawnSquares.map((s) => {
        const [w, south, e, n] = bboxOf(s.geometry!);
        const height = y(south) - y(n);
        const size = Math.min(28, Math.max(9, height * 0.15));
        return (
          <g key={`s${s.id}`} className={`site-map-square${focus && focus.id !== s.id ? ' is-muted' : ''}`}>
            <path d={pathOf(s.geometry!, x, y)} />
            <text x={(x(w) + x(e)) / 2} y={y(n) + size * 1.25} fontSize={size} textAnchor="middle" direction={dir} aria-hidden>
              {lang === 'en' ? s.name_en || s.name : s.name}
            </text>
          </g>
        );
      })}
      {drawnCamps.map((c) => {
        const cls = classOf(c, key);
        const fill = colourOf(key, cls, classKeys);
        return (
          <a
            key={`c${c.id}`}
            href={`/camps/${c.id}`}
            className={`site-map-camp${activeId === c.id ? ' is-active' : ''}`}
            aria-label={campName(c)}
            onClick={(e) => open(e, c.id)}
            onMouseEnter={() => onActive(c.id)}
            onFocus={() => onActive(c.id)}
          >
            <path d={pathOf(c.geometry!, x, y)} fill={fill} data-class={cls} />
          </a>
        );
      })}
      <g className="site-map-north" transform={`translate(${W - SIDE - 14} ${H - 30})`} aria-hidden>
        <path d="M0 -20 L8 6 L0 1 L-8 6 Z" />
        <text x={-16} y={4} textAnchor="end">
          {t('map.north')}
        </text>
      </g>
      <g className="site-map-scale" transform={`translate(${SIDE} ${H - 12})`} aria-hidden>
        <path d={`M0 -6 V0 H${bar.units.toFixed(1)} V-6`} />
        <text x={bar.units / 2} y={-10} textAnchor="middle" direction={dir}>
          {t('map.metres', { n: bar.metres })}
        </text>
      </g>
    </svg>
  );
});
