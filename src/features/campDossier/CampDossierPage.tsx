/**
 * /camps/{id}/dossier (issue 16): one camp for the analysts — its square, readiness and the company holding it now;
 * how many records and steps each group holds (assignment, handover, orders, licences, violations, penalties,
 * payments, clearance), each a filter; and every step of those records on one timeline (who, when, which event,
 * from which status to which), newest first or oldest first, paged, each step leading to its record's page. Group,
 * order and page live in the address. Payments and clearance are the holding company's, and say so.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { Paginator } from '../../shared/ui/list/Paginator';
import { useListParams } from '../../shared/ui/list';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { assignmentMachine, campMachine, machineById } from '../../../machines';
import { DOSSIER_GROUPS, dossierGroups, type DossierGroup } from '../../../shared/campDossier';
import { pick } from '../../../shared/label';
import { useCampDossier, type CampDossier, type CampDossierEntry } from './api';
import './campDossier.css';

const count = new Intl.NumberFormat('en');

function Step({ entry }: { entry: CampDossierEntry }) {
  const { t, i18n } = useTranslation('campDossier');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const record = t('timeline.record', { kind: entry.kind, id: entry.record_id });
  return (
    <li className="dossier-step" data-group={entry.group} data-workflow={entry.workflow} data-record={entry.record_id}>
      <span className="dossier-dot" aria-hidden />
      <article className="dossier-card" aria-label={`${record}: ${entry.event_label}`}>
        <header>
          <time dateTime={entry.at}>
            <Ltr>{formatDateTime(entry.at)}</Ltr>
          </time>
          <span className="dossier-group">{pick(dossierGroups[entry.group].label, lang)}</span>
        </header>
        <p className="dossier-what">
          {entry.link ? (
            <Link to={entry.link} aria-label={t('timeline.open', { kind: entry.kind, id: entry.record_id })}>
              {record}
            </Link>
          ) : (
            record
          )}
          <strong className="dossier-event">{entry.event_label}</strong>
        </p>
        <p className="dossier-move">{entry.from_label === null ? t('timeline.created', { to: entry.to_label }) : t('timeline.moved', { from: entry.from_label, to: entry.to_label })}</p>
        <p className="muted dossier-meta">
          <span>
            {t('timeline.by')} <Auto>{entry.actor.name}</Auto>
          </span>
          {entry.company_name && (
            <>
              <span aria-hidden>·</span>
              <span>
                {t(entry.of_company ? 'timeline.ofCompany' : 'timeline.company')} <Auto>{entry.company_name}</Auto>
              </span>
            </>
          )}
          <span className="dossier-now">
            {t('timeline.now')} <StatusBadge machine={machineById(entry.workflow)!} status={entry.record_status} />
          </span>
        </p>
      </article>
    </li>
  );
}

function Header({ data }: { data: CampDossier }) {
  const { t, i18n } = useTranslation('campDossier');
  const en = i18n.language === 'en';
  const { camp, holder } = data;
  const square = en ? (camp.square_name_en ?? camp.square_name) : camp.square_name;
  return (
    <dl className="record-view dossier-camp">
      <dt>{t('camp.square')}</dt>
      <dd>{square ? <Auto>{square}</Auto> : '—'}</dd>
      <dt>{t('camp.status')}</dt>
      <dd>
        <StatusBadge machine={campMachine} status={camp.status} />
      </dd>
      <dt>{t('camp.capacity')}</dt>
      <dd>
        <Ltr>{count.format(camp.capacity)}</Ltr>
      </dd>
      <dt>{t('camp.holder')}</dt>
      <dd>
        {holder ? (
          <span className="dossier-holder">
            <Auto>{holder.company_name}</Auto>
            <Link to={`/assign/${holder.assignment_id}`}>{t('camp.assignment', { id: holder.assignment_id })}</Link>
            <StatusBadge machine={assignmentMachine} status={holder.status} />
          </span>
        ) : (
          t('camp.noHolder')
        )}
      </dd>
    </dl>
  );
}

export default function CampDossierPage() {
  const { t, i18n } = useTranslation('campDossier');
  const en = i18n.language === 'en';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const list = useListParams(['group', 'direction']);
  const group = DOSSIER_GROUPS.includes(list.filters.group as DossierGroup) ? (list.filters.group as DossierGroup) : undefined;
  const direction = list.filters.direction === 'asc' ? 'asc' : 'desc';
  const dossier = useCampDossier(valid ? id : null, { paginate: list.perPage, direction, ...(group ? { group } : {}) }, list.page);

  if (!valid || (dossier.isError && isApiFailure(dossier.error) && dossier.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('notFound')}</p>
          <Link to="/camps" className="p-button p-button-outlined">
            {t('backToCamps')}
          </Link>
        </div>
      </>
    );
  }
  if (dossier.isError) return <LoadFailed error={dossier.error} title={t('loadFailed')} onRetry={() => void dossier.refetch()} />;
  if (dossier.isPending) {
    return (
      <>
        <PageHeader title={t('titles.view')} subtitle={t('subtitle')} />
        <div aria-busy="true" className="dossier-loading">
          <Skeleton height="6rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="20rem" />
        </div>
      </>
    );
  }
  const data = dossier.data;
  const timeline = data.timeline;
  const all = data.groups.reduce((n, g) => n + g.steps, 0);
  const choose = (g: DossierGroup | undefined) => list.setFilter('group', g);
  return (
    <>
      <PageHeader
        title={`${t('titles.view')}: ${en ? data.camp.name_en : data.camp.name}`}
        subtitle={t('subtitle')}
        actions={
          <Link to={`/camps/${data.camp.id}`} className="p-button p-button-outlined">
            <i className="pi pi-map-marker" aria-hidden /> {t('openCamp')}
          </Link>
        }
      />
      <Header data={data} />

      <section className="dossier-groups" aria-labelledby="dossier-groups-title">
        <h2 id="dossier-groups-title">{t('groups.title')}</h2>
        <ul className="count-chips dossier-chips">
          <li>
            <button type="button" aria-pressed={!group} onClick={() => choose(undefined)}>
              {t('groups.all')} <strong>{count.format(all)}</strong>
            </button>
          </li>
          {data.groups.map((g) => (
            <li key={g.group}>
              <button type="button" aria-pressed={group === g.group} onClick={() => choose(g.group)} data-group={g.group} disabled={g.steps === 0 && group !== g.group}>
                {g.label} <strong>{count.format(g.steps)}</strong>
                <span className="muted">{t('groups.records', { count: g.records })}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section className="dossier-timeline" aria-labelledby="dossier-timeline-title" aria-busy={dossier.isFetching}>
        <div className="dossier-timeline-head">
          <h2 id="dossier-timeline-title">{t('timeline.title')}</h2>
          <label className="dossier-order">
            <span>{t('timeline.order')}</span>
            <select className="native-select" value={direction} onChange={(e) => list.setFilter('direction', e.target.value === 'asc' ? 'asc' : undefined)}>
              <option value="desc">{t('timeline.newest')}</option>
              <option value="asc">{t('timeline.oldest')}</option>
            </select>
          </label>
        </div>
        {(group === 'payments' || group === 'clearance' || !group) && <p className="muted dossier-note">{t('timeline.companyNote')}</p>}
        {timeline.data.length === 0 ? (
          <div className="state-panel" role="status">
            <p>{group ? t('timeline.emptyGroup') : t('timeline.empty')}</p>
          </div>
        ) : (
          <ol className="dossier-steps" aria-label={t('timeline.label')}>
            {timeline.data.map((e) => (
              <Step key={e.id} entry={e} />
            ))}
          </ol>
        )}
        <Paginator label={t('timeline.title')} page={timeline.current_page} perPage={timeline.per_page} total={timeline.total} estimate={false} onPage={list.setPage} onPerPage={list.setPerPage} />
      </section>
    </>
  );
}
