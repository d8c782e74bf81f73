/**
 * /reports and /location-order-reports (spec 001 §2): the achievement reports the orders'
 * consultants file, newest first, filtered by the achievement-report machine's statuses (pending,
 * approved, disapproved, old: the machine's labels) and paged, all in the address. Each row opens
 * its report (/reports/{id}), where the desk approves or disapproves a pending one.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { achievementReportMachine } from '../../../machines';
import { formatDateTime } from '../../shared/lib/dates';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { Column, FilterSelect, ListTable, useListParams } from '../../shared/ui/list';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { statusOptions } from '../../shared/workflow/statusOptions';
import { companyLabel, useReports, type Report, type ReportFilters } from './api';
import { useDesk, type Desk } from './desk';
import { langOf, OrderRef, Progress } from './parts';

const FILTERS = ['status'] as const;
const STATUSES = ['pending', 'approve', 'disapproved', 'old'] as const;

export default function ReportsPage() {
  const desk = useDesk();
  return <Reports key={desk.family} desk={desk} />;
}

function Reports({ desk }: { desk: Desk }) {
  const { t, i18n } = useTranslation('orderDesk');
  const lang = langOf(i18n.language);
  const list = useListParams(FILTERS);
  const status = STATUSES.find((s) => s === list.filters.status);
  const filters: ReportFilters = { paginate: list.perPage, ...(status ? { status } : {}) };
  const query = useReports(desk.family, filters, list.page);
  const title = t(desk.titles.reports);

  return (
    <div className="desk-page">
      <PageHeader title={title} />
      <div className="filters list-filters" role="search" aria-label={t('list.filters')}>
        <FilterSelect list={list} name="status" options={statusOptions(achievementReportMachine, lang)} label={t('fields.status')} />
      </div>
      <ListTable<Report> list={list} query={query} emptyText={t('list.emptyReports')} label={title}>
        <Column
          header={t('fields.report')}
          body={(r: Report) => (
            <Link to={`${desk.reportsPath}/${r.id}`} aria-label={t('list.openReport', { id: r.id })}>
              <Ltr>#{r.id}</Ltr>
            </Link>
          )}
        />
        <Column header={t('fields.order')} className="desk-cell-wide" body={(r: Report) => <OrderRef desk={desk} id={r.order_id} title={r.order_title} />} />
        <Column header={t('fields.consultant')} body={(r: Report) => (r.consultant ? <Auto>{companyLabel(r.consultant)}</Auto> : <span className="muted">{t('view.none')}</span>)} />
        <Column header={t('fields.progress')} className="desk-nowrap" body={(r: Report) => <Progress value={r.progress} label={t('fields.progress')} />} />
        <Column header={t('fields.achieveDate')} className="desk-nowrap" body={(r: Report) => <Ltr>{r.achive_date}</Ltr>} />
        <Column header={t('fields.status')} body={(r: Report) => <StatusBadge machine={achievementReportMachine} status={r.status} />} />
        <Column header={t('fields.filedAt')} className="desk-nowrap" body={(r: Report) => <Ltr>{formatDateTime(r.created_at)}</Ltr>} />
      </ListTable>
    </div>
  );
}
