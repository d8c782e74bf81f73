/**
 * /gis-dashboard: the site map (spec 000 §2; issue 16 "The site map"). The squares and camps drawn from the
 * portal's own outlines (no tile server: it works offline), each camp coloured by the measure chosen — its
 * assignment's status, its readiness, its readiness licence or the violations issued against it — with a legend
 * that counts each colour, the camp pointed at or focused described beside the plan, and the same figures in a
 * table under it (camps without an outline are listed there as "not drawn"). The measure and the filters live in
 * the address (`?measure=violations&square_id=3&company_id=12`), so a view can be shared.
 */
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Loading, LoadFailed } from '../../shared/ui/StatePanels';
import { Auto } from '../../shared/ui/Bdi';
import { Paginator } from '../../shared/ui/list/Paginator';
import { paging } from '../../../shared/limits';
import { SITE_MAP_MEASURES, isPolygon, isSiteMapMeasure, type SiteMapMeasure } from '../../../shared/siteMap';
import { useSiteMap, type SiteMapCamp, type SiteMapMeasureData } from './api';
import { namesOf, type Names } from './names';
import { SiteMapPlan } from './SiteMapPlan';
import { colourOf, isPale } from './colours';
import '../../shared/ui/list/table.css';
import './siteMap.css';

const ID = /^[1-9]\d{0,9}$/;
const idOf = (v: string | null) => (v && ID.test(v) && Number(v) <= 2147483647 ? Number(v) : undefined);

export default function SiteMapPage() {
  const { t, i18n } = useTranslation('siteMap');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const measureInUrl: SiteMapMeasure = isSiteMapMeasure(params.get('measure')) ? (params.get('measure') as SiteMapMeasure) : 'assignment';
  // the choice shows at once; the address follows (a navigation, a moment later) and leads when it changes itself (back)
  const [chosen, setChosen] = useState({ url: measureInUrl, key: measureInUrl });
  if (chosen.url !== measureInUrl) setChosen({ url: measureInUrl, key: measureInUrl });
  const measureKey = chosen.key;
  const squareId = idOf(params.get('square_id'));
  const companyId = idOf(params.get('company_id'));
  const query = useSiteMap({ square_id: squareId, company_id: companyId });
  const [activeId, setActiveId] = useState<number | null>(null);

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const data = query.data;
  const names = useMemo(() => (data ? namesOf(data, lang) : null), [data, lang]);
  const measure = data?.measures.find((m) => m.key === measureKey);
  const campName = useCallback(
    (c: SiteMapCamp) => (names ? t('map.campName', { camp: names.camp(c), square: names.square(c.square_id), value: names.valueLong(c, measureKey) }) : ''),
    [names, measureKey, t],
  );
  const open = useCallback((id: number) => void navigate(`/camps/${id}`), [navigate]);

  if (query.isPending) return <Loading />;
  if (!data || !names) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} title={t('error')} />;

  const active = data.camps.find((c) => c.id === activeId) ?? null;
  const drawn = data.camps.filter((c) => isPolygon(c.geometry)).length;
  const anyDrawn = drawn > 0 || data.squares.some((s) => isPolygon(s.geometry));
  const filtered = squareId !== undefined || companyId !== undefined;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <form className="filters site-map-filters" role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
        <fieldset className="site-map-measures">
          <legend>{t('filters.measure')}</legend>
          {SITE_MAP_MEASURES.map((key) => {
            const m = data.measures.find((x) => x.key === key);
            return (
              <label key={key} className={`site-map-measure${key === measureKey ? ' is-checked' : ''}`}>
                <input
                  type="radio"
                  name="measure"
                  value={key}
                  checked={key === measureKey}
                  onChange={() => {
                    setChosen({ url: measureInUrl, key });
                    setParam('measure', key === 'assignment' ? undefined : key);
                  }}
                />
                <span>{m?.label ?? key}</span>
              </label>
            );
          })}
        </fieldset>
        <label className="site-map-filter">
          <span>{t('filters.square')}</span>
          <select className="native-select" value={squareId ?? ''} onChange={(e: ChangeEvent<HTMLSelectElement>) => setParam('square_id', e.target.value || undefined)}>
            <option value="">{t('filters.anySquare')}</option>
            {data.squares.map((s) => (
              <option key={s.id} value={s.id}>
                {lang === 'en' ? s.name_en || s.name : s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="site-map-filter">
          <span>{t('filters.company')}</span>
          <select className="native-select" value={companyId ?? ''} onChange={(e: ChangeEvent<HTMLSelectElement>) => setParam('company_id', e.target.value || undefined)}>
            <option value="">{t('filters.anyCompany')}</option>
            {data.companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {filtered && (
          <Button
            type="button"
            icon="pi pi-filter-slash"
            label={t('filters.clear')}
            text
            onClick={() =>
              setParams(
                (prev) => {
                  const next = new URLSearchParams(prev);
                  next.delete('square_id');
                  next.delete('company_id');
                  return next;
                },
                { replace: true },
              )
            }
          />
        )}
      </form>
      {query.isError && <LoadFailed error={query.error} onRetry={() => void query.refetch()} title={t('error')} />}
      {!data.squares.length && !data.camps.length ? (
        <div className="state-panel">
          <i className="pi pi-map" aria-hidden />
          <p>{t('noSquares')}</p>
        </div>
      ) : (
        <>
          <div className={`site-map-layout${query.isFetching ? ' is-refreshing' : ''}`} aria-busy={query.isFetching}>
            <figure className="site-map">
              {anyDrawn && measure ? (
                <div className="site-map-frame">
                  <SiteMapPlan
                    squares={data.squares}
                    camps={data.camps}
                    measure={measure}
                    focusSquareId={squareId}
                    activeId={activeId}
                    onActive={setActiveId}
                    onOpen={open}
                    label={t('map.label', { measure: measure.label })}
                    campName={campName}
                  />
                </div>
              ) : (
                <p className="site-map-nothing">{t('map.nothingDrawn')}</p>
              )}
              <figcaption className="site-map-caption">
                <span>{t('map.schematic')}</span>
                <span>{t('map.howTo')}</span>
              </figcaption>
            </figure>
            <aside className="site-map-side">
              {measure && <Legend measure={measure} notDrawn={data.camps.length - drawn} />}
              <Info camp={active} measure={measureKey} names={names} />
            </aside>
          </div>
          {!data.camps.length && (
            <div className="state-panel">
              <i className="pi pi-filter" aria-hidden />
              <p>{t('empty')}</p>
            </div>
          )}
          {data.camps.length > 0 && <CampTable key={`${squareId ?? ''}-${companyId ?? ''}`} camps={data.camps} names={names} />}
        </>
      )}
    </>
  );
}

/** The legend: each class of the measure with its colour and how many camps are in it. */
function Legend({ measure, notDrawn }: { measure: SiteMapMeasureData; notDrawn: number }) {
  const { t } = useTranslation('siteMap');
  const keys = measure.classes.map((c) => c.key);
  return (
    <section className="site-map-legend" aria-labelledby="site-map-legend-title">
      <h2 id="site-map-legend-title">
        {t('legend.title')}: {measure.label}
      </h2>
      <table>
        <caption className="visually-hidden">{measure.label}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{measure.label}</th>
            <th scope="col">{t('legend.camps')}</th>
          </tr>
        </thead>
        <tbody>
          {measure.classes.map((c) => {
            const colour = colourOf(measure.key as SiteMapMeasure, c.key, keys);
            return (
              <tr key={c.key} className={c.count ? undefined : 'is-empty'}>
                <th scope="row">
                  <span className={`site-map-swatch${isPale(colour) ? ' is-pale' : ''}`} style={{ background: colour }} aria-hidden />
                  {c.label}
                </th>
                <td>{c.count}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {notDrawn > 0 && (
        <p className="site-map-not-drawn">
          <strong>{t('legend.notDrawn', { count: notDrawn })}</strong>
          <span>{t('legend.notDrawnHint')}</span>
        </p>
      )}
    </section>
  );
}

/** The camp pointed at or focused on the plan: its name, square, company and every measure. */
function Info({ camp, measure, names }: { camp: SiteMapCamp | null; measure: SiteMapMeasure; names: Names }) {
  const { t } = useTranslation('siteMap');
  const company = camp ? names.company(camp.company_id) : null;
  return (
    <section className="site-map-info" aria-labelledby="site-map-info-title" aria-live="polite">
      <h2 id="site-map-info-title">{t('info.title')}</h2>
      {camp ? (
        <>
          <p className="site-map-info-name">
            <Link to={`/camps/${camp.id}`}>
              <Auto>{names.camp(camp)}</Auto>
            </Link>
          </p>
          <dl>
            <div>
              <dt>{t('table.square')}</dt>
              <dd>{names.square(camp.square_id)}</dd>
            </div>
            <div>
              <dt>{t('table.company')}</dt>
              <dd>{company ? <Auto>{company}</Auto> : t('table.none')}</dd>
            </div>
            {SITE_MAP_MEASURES.map((key) => (
              <div key={key} className={key === measure ? 'is-highlight' : undefined}>
                <dt>{names.measure(key)}</dt>
                <dd>{names.value(camp, key)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="muted">{t('info.prompt')}</p>
      )}
    </section>
  );
}

/** The numbers behind the map: every camp answered, a page at a time, with each measure's value. */
function CampTable({ camps, names }: { camps: SiteMapCamp[]; names: Names }) {
  const { t } = useTranslation('siteMap');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(paging.defaultPerPage);
  const rows = camps.slice((page - 1) * perPage, page * perPage);
  return (
    <section className="site-map-table" aria-labelledby="site-map-table-title">
      <h2 id="site-map-table-title">{t('table.title')}</h2>
      <div className="list-table">
        <div className="list-table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.camp')}</th>
                <th scope="col">{t('table.square')}</th>
                <th scope="col">{t('table.company')}</th>
                {SITE_MAP_MEASURES.map((key) => (
                  <th key={key} scope="col">
                    {names.measure(key)}
                  </th>
                ))}
                <th scope="col">{t('table.drawn')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id}>
                  <td className="cell-key">
                    <Link to={`/camps/${c.id}`}>
                      <Auto>{names.camp(c)}</Auto>
                    </Link>
                  </td>
                  <td data-label={t('table.square')} className="nowrap">
                    {names.square(c.square_id)}
                  </td>
                  <td data-label={t('table.company')}>{names.company(c.company_id) ? <Auto>{names.company(c.company_id)}</Auto> : t('table.none')}</td>
                  {SITE_MAP_MEASURES.map((key) => (
                    <td key={key} data-label={names.measure(key)} className={key === 'violations' ? 'num' : undefined}>
                      {names.value(c, key)}
                    </td>
                  ))}
                  <td data-label={t('table.drawn')}>{isPolygon(c.geometry) ? t('table.drawnYes') : <strong className="site-map-undrawn">{t('table.drawnNo')}</strong>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Paginator
          label={t('table.title')}
          page={page}
          perPage={perPage}
          total={camps.length}
          estimate={false}
          onPage={setPage}
          onPerPage={(n) => {
            setPerPage(n);
            setPage(1);
          }}
        />
      </div>
    </section>
  );
}
