/**
 * A point on the site, picked on a schematic plan (complaints: "a point picked on the site map").
 *
 * There is no map component and no network (no tile server): the plan is drawn here as SVG from shared/site.ts —
 * the site's box with a grid every 0.01°, Mina and Muzdalifah as rough outlines and a few landmarks. It says on
 * screen that it is a schematic, not a survey map.
 *
 * - Picking: a click (or tap) on the plan puts the marker there; when the plan has the focus, the arrow keys move it
 *   (0.001°, with Shift 0.01°) and Home puts it in the middle. The two numeric inputs (longitude, latitude) show the
 *   same point and move the marker when typed in; a value outside the site is the form's to refuse (shared/rules).
 * - Read-only (`readOnly`): the plan shows the point, nothing more.
 * - Direction: a map is not text, so the plan never mirrors (it is drawn left to right, west to east, in both
 *   languages); the inputs and labels around it follow the page's direction.
 */
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InputNumber } from 'primereact/inputnumber';
import type { Label } from '../../../shared/label';
import { SITE_AREAS, SITE_BOX, SITE_COORD_DECIMALS, SITE_LANDMARKS, isOnSite, roundCoord } from '../../../shared/site';
import { Field } from './Field';
import './SitePointPicker.css';

/** The plan's size in SVG units: the box's degrees, longitude shortened by cos(latitude) so the plan keeps its shape. */
const LAT_MID = (SITE_BOX.north + SITE_BOX.south) / 2;
const W = 640;
const H = Math.round((W * (SITE_BOX.north - SITE_BOX.south)) / ((SITE_BOX.east - SITE_BOX.west) * Math.cos((LAT_MID * Math.PI) / 180)));
const STEP = 0.001;

const x = (lon: number) => ((lon - SITE_BOX.west) / (SITE_BOX.east - SITE_BOX.west)) * W;
const y = (lat: number) => ((SITE_BOX.north - lat) / (SITE_BOX.north - SITE_BOX.south)) * H;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

const texts = {
  plan: { ar: 'مخطط الموقع', en: 'Site plan' },
  schematic: { ar: 'مخطط توضيحي تقريبي لمنى ومزدلفة، وليس خريطة مساحية؛ المواقع تقريبية.', en: 'A schematic plan of Mina and Muzdalifah, not a survey map; positions are approximate.' },
  howTo: {
    ar: 'انقر على المخطط لاختيار النقطة، أو استخدم الأسهم لتحريكها (مع Shift لخطوة أكبر)، أو اكتب الإحداثيات.',
    en: 'Click the plan to pick the point, or use the arrow keys to move it (with Shift for bigger steps), or type the coordinates.',
  },
  none: { ar: 'لم تُختر نقطة بعد', en: 'No point picked yet' },
  point: { ar: 'النقطة المختارة', en: 'Picked point' },
  outside: { ar: 'النقطة خارج حدود الموقع', en: 'The point is outside the site' },
  longitude: { ar: 'خط الطول (شرقاً)', en: 'Longitude (east)' },
  latitude: { ar: 'خط العرض (شمالاً)', en: 'Latitude (north)' },
  north: { ar: 'ش', en: 'N' },
  range: { ar: 'من {min} إلى {max}', en: 'From {min} to {max}' },
} satisfies Record<string, Label>;

export interface SitePoint {
  longitude: number | null;
  latitude: number | null;
}

interface Props extends SitePoint {
  /** the ids of the two inputs (their labels and errors hang on them); also the plan's id prefix */
  id: string;
  /** a new point (each coordinate rounded to the stored precision; null while an input is empty) */
  onChange?: (point: SitePoint) => void;
  readOnly?: boolean;
  /** the form's error (a message key or text) for each coordinate */
  errors?: { longitude?: string | undefined; latitude?: string | undefined };
  required?: boolean;
}

const fmt = (v: number) => v.toFixed(SITE_COORD_DECIMALS);

export function SitePointPicker({ id, longitude, latitude, onChange, readOnly, errors, required }: Props) {
  const { i18n } = useTranslation();
  const lang: 'ar' | 'en' = i18n.language === 'en' ? 'en' : 'ar';
  const tx = (label: Label) => label[lang];
  const svgRef = useRef<SVGSVGElement>(null);
  const howId = useId();
  const [focused, setFocused] = useState(false);
  const has = longitude !== null && latitude !== null && Number.isFinite(longitude) && Number.isFinite(latitude);
  const inside = has && isOnSite(longitude, latitude);
  const where = has ? `${fmt(longitude)}° E, ${fmt(latitude)}° N` : tx(texts.none);

  const put = (lon: number, lat: number) => onChange?.({ longitude: roundCoord(clamp(lon, SITE_BOX.west, SITE_BOX.east)), latitude: roundCoord(clamp(lat, SITE_BOX.south, SITE_BOX.north)) });

  const onClick = (e: MouseEvent<SVGSVGElement>) => {
    if (readOnly) return;
    const rect = e.currentTarget.getBoundingClientRect();
    if (!rect.width || !rect.height) return;
    const fx = (e.clientX - rect.left) / rect.width;
    const fy = (e.clientY - rect.top) / rect.height;
    put(SITE_BOX.west + fx * (SITE_BOX.east - SITE_BOX.west), SITE_BOX.north - fy * (SITE_BOX.north - SITE_BOX.south));
  };

  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    if (readOnly) return;
    const step = e.shiftKey ? STEP * 10 : STEP;
    const lon = has ? longitude : (SITE_BOX.west + SITE_BOX.east) / 2;
    const lat = has ? latitude : (SITE_BOX.south + SITE_BOX.north) / 2;
    // west is always left on the plan: the arrows move on the map, whatever the page's direction
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    if (e.key === 'Home') {
      e.preventDefault();
      put((SITE_BOX.west + SITE_BOX.east) / 2, (SITE_BOX.south + SITE_BOX.north) / 2);
      return;
    }
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    put(lon + move[0], lat + move[1]);
  };

  const gridLons: number[] = [];
  for (let v = Math.ceil(SITE_BOX.west * 100 + 1e-9) / 100; v < SITE_BOX.east - 1e-9; v = Math.round((v + 0.01) * 100) / 100) gridLons.push(v);
  const gridLats: number[] = [];
  for (let v = Math.ceil(SITE_BOX.south * 100 + 1e-9) / 100; v < SITE_BOX.north - 1e-9; v = Math.round((v + 0.01) * 100) / 100) gridLats.push(v);

  const coordinate = (name: 'longitude' | 'latitude', value: number | null) => {
    const [min, max] = name === 'longitude' ? [SITE_BOX.west, SITE_BOX.east] : [SITE_BOX.south, SITE_BOX.north];
    const hint = texts.range[lang].replace('{min}', String(min)).replace('{max}', String(max));
    return (
      <Field id={`${id}-${name}`} label={tx(texts[name])} error={errors?.[name]} hint={hint} required={!!required}>
        <InputNumber
          inputId={`${id}-${name}`}
          value={value}
          onValueChange={(e) => {
            const next = e.value ?? null;
            onChange?.(name === 'longitude' ? { longitude: next, latitude } : { longitude, latitude: next });
          }}
          mode="decimal"
          locale="en-US"
          useGrouping={false}
          minFractionDigits={0}
          maxFractionDigits={SITE_COORD_DECIMALS}
          inputMode="decimal"
          invalid={!!errors?.[name]}
          dir="ltr"
          inputClassName="site-point-input"
        />
      </Field>
    );
  };

  return (
    <div className={`site-point-picker${readOnly ? ' is-readonly' : ''}`}>
      <figure className="site-plan">
        {/* the plan is a map, not text: it keeps its own left-to-right drawing in both languages (its caption does not) */}
        <svg
          direction="ltr"
          ref={svgRef}
          id={`${id}-plan`}
          className={`site-plan-svg${focused ? ' is-focused' : ''}`}
          viewBox={`0 0 ${W} ${H}`}
          role={readOnly ? 'img' : 'application'}
          aria-roledescription={readOnly ? undefined : tx(texts.plan)}
          aria-label={`${tx(texts.plan)}: ${where}`}
          aria-describedby={readOnly ? undefined : howId}
          tabIndex={readOnly ? undefined : 0}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        >
          <rect className="site-plan-ground" x={0} y={0} width={W} height={H} />
          {gridLons.map((v) => (
            <g key={`lon-${v}`} className="site-plan-grid">
              <line x1={x(v)} y1={0} x2={x(v)} y2={H} />
              <text x={x(v) + 3} y={H - 5}>
                {v.toFixed(2)}
              </text>
            </g>
          ))}
          {gridLats.map((v) => (
            <g key={`lat-${v}`} className="site-plan-grid">
              <line x1={0} y1={y(v)} x2={W} y2={y(v)} />
              <text x={4} y={y(v) - 4}>
                {v.toFixed(2)}
              </text>
            </g>
          ))}
          {SITE_AREAS.map((area) => {
            const [cx, cy] = [x(area.labelAt[0]), y(area.labelAt[1])];
            return (
              <g key={area.key} className={`site-plan-area site-plan-area-${area.key}`}>
                <polygon points={area.outline.map(([lon, lat]) => `${x(lon)},${y(lat)}`).join(' ')} />
                <text x={cx} y={cy} textAnchor="middle" direction={lang === 'ar' ? 'rtl' : 'ltr'}>
                  {tx(area.label)}
                </text>
              </g>
            );
          })}
          {SITE_LANDMARKS.map((mark) => (
            <g key={mark.key} className="site-plan-landmark">
              <rect x={x(mark.longitude) - 5} y={y(mark.latitude) - 5} width={10} height={10} transform={`rotate(45 ${x(mark.longitude)} ${y(mark.latitude)})`} />
              <text x={x(mark.longitude)} y={y(mark.latitude) + 20} textAnchor="middle" direction={lang === 'ar' ? 'rtl' : 'ltr'}>
                {tx(mark.label)}
              </text>
            </g>
          ))}
          <g className="site-plan-north" transform={`translate(${W - 28} 34)`}>
            <path d="M0 -20 L8 6 L0 1 L-8 6 Z" />
            <text y={22} textAnchor="middle">
              {tx(texts.north)}
            </text>
          </g>
          {has && inside && (
            <g className="site-plan-marker" transform={`translate(${x(longitude)} ${y(latitude)})`}>
              <path d="M0 0 C -6 -10 -11 -15 -11 -22 A 11 11 0 1 1 11 -22 C 11 -15 6 -10 0 0 Z" />
              <circle cy={-22} r={4} />
            </g>
          )}
        </svg>
        <figcaption className="site-plan-caption">
          <span>{tx(texts.schematic)}</span>
          {!readOnly && <span id={howId}>{tx(texts.howTo)}</span>}
        </figcaption>
      </figure>
      <p className="site-point-now" aria-live="polite">
        <span>{tx(texts.point)}: </span>
        <bdi dir="ltr">{where}</bdi>
        {has && !inside && <span className="site-point-outside"> — {tx(texts.outside)}</span>}
      </p>
      {!readOnly && (
        <div className="site-point-inputs">
          {coordinate('longitude', longitude)}
          {coordinate('latitude', latitude)}
        </div>
      )}
    </div>
  );
}
