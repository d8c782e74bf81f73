/**
 * /readiness-license: the readiness licences, newest first — a company sees its own, staff all —
 * with search, status and "answers sent" filters, sort and pages in the address. Each row links to
 * its details (where the machine's actions are), its answers while the company may still change
 * them, and its printable licence once approved.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { Chip } from '../../shared/ui/list/Chip';
import { statusOptions } from '../../shared/workflow/statusOptions';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { Auto } from '../../shared/ui/Bdi';
import { hasPermission, useSession } from '../../shared/auth/session';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { formatHijri } from '../../shared/lib/dates';
import { readinessLicenceMachine } from '../../../machines';
import { readinessActors, useReadinessLicenses, type ReadinessFilters, type ReadinessLicense } from './api';

const FILTERS = ['search', 'status', 'answered'] as const;

export default function ReadinessListPage() {
  const { t, i18n } = useTranslation('readinessLicence');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const session = useSession();
  const list = useListParams(FILTERS);
  const filters: ReadinessFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status as ReadinessFilters['status'] } : {}),
    ...(list.filters.answered === '0' || list.filters.answered === '1' ? { has_answers_in_version: Number(list.filters.answered) as 0 | 1 } : {}),
    ...(list.sortBody as Pick<ReadinessFilters, 'sort' | 'direction'>),
  };
  const query = useReadinessLicenses(filters, list.page);
  const lifecycle = useLifecycle<ReadinessLicense>(readinessLicenceMachine, readinessActors, ['owner']);
  const canCreate = hasPermission(session, 'readiness-license-create');

  const actions = (r: ReadinessLicense) => {
    const accepts = new Set(lifecycle.available(r.status));
    return (
      <div className="row-actions">
        <Link to={`/readiness-license/details/${r.id}`} className="p-button p-button-text p-button-sm" aria-label={`${t('list.details')}: ${r.camp_name}`}>
          {t('list.details')}
        </Link>
        {(accepts.has('ANSWER') || accepts.has('UPDATE_ANSWERS')) && (
          <Link to={`/readiness-license/edit/${r.id}`} className="p-button p-button-text p-button-sm" aria-label={`${t('list.edit')}: ${r.camp_name}`} data-testid="edit">
            {t('list.edit')}
          </Link>
        )}
        {r.status === 'approved' && (
          <Link to={`/readiness-license/license-ready/${r.id}`} className="p-button p-button-text p-button-sm" aria-label={`${t('list.licence')}: ${r.camp_name}`}>
            {t('list.licence')}
          </Link>
        )}
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={
          <>
            <Link to="/readiness-license/pladge" className="p-button p-button-outlined">
              {t('list.pledge')}
            </Link>
            {canCreate && (
              <Link to="/readiness-license/create" className="p-button">
                {t('list.create')}
              </Link>
            )}
          </>
        }
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(readinessLicenceMachine, lang)} label={t('fields.status')} />
        <FilterSelect
          list={list}
          name="answered"
          options={[
            { value: '1', label: t('answers.sent') },
            { value: '0', label: t('answers.notSent') },
          ]}
          label={t('fields.answers')}
        />
      </SearchFilters>
      <ListTable<ReadinessLicense> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column field="id" header="#" body={(r: ReadinessLicense) => <bdi dir="ltr">{r.id}</bdi>} />
        <Column header={t('fields.camp')} body={(r: ReadinessLicense) => <Auto>{r.camp_name}</Auto>} />
        <Column header={t('fields.square')} body={(r: ReadinessLicense) => <Auto>{r.square_name}</Auto>} />
        <Column header={t('fields.company')} body={(r: ReadinessLicense) => <Auto>{r.company_name}</Auto>} />
        <Column
          field="status"
          sortable
          header={t('fields.status')}
          body={(r: ReadinessLicense) => (
            <span className="stack">
              <StatusBadge machine={readinessLicenceMachine} status={r.status} />
              {r.status === 'pending' && <Chip text={r.has_answers_in_version ? t('answers.sent') : t('answers.notSent')} tone={r.has_answers_in_version ? 'info' : 'warning'} />}
            </span>
          )}
        />
        <Column
          field="created_at"
          sortable
          header={t('fields.createdAt')}
          body={(r: ReadinessLicense) => (
            <span className="stack">
              <bdi dir="ltr">{r.created_at.slice(0, 10)}</bdi>
              <small style={{ display: 'block' }}>{formatHijri(r.created_at, lang)}</small>
            </span>
          )}
        />
        <Column header={t('common:table.actions')} body={actions} />
      </ListTable>
    </>
  );
}
