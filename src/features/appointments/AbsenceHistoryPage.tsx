/**
 * /absence-history: which company missed which approved handover appointment, when, and who recorded
 * it; search (company, camp), day filters, sort, pages and export, all in the address.
 */
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Column, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { PageHeader } from '../../shared/ui/PageHeader';
import { formatDateTime, formatHijri } from '../../shared/lib/dates';
import { makkahText } from './makkah';
import { useAbsences, type Absence, type AbsenceFilters } from './api';

const FILTERS = ['search', 'from', 'to'] as const;

export default function AbsenceHistoryPage() {
  const { t, i18n } = useTranslation('appointments');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const list = useListParams(FILTERS);
  const filters: AbsenceFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.from ? { from: list.filters.from } : {}),
    ...(list.filters.to ? { to: list.filters.to } : {}),
    ...(list.sortBody as Pick<AbsenceFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useAbsences(filters, list.page);
  return (
    <>
      <PageHeader title={t('titles.absence')} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <label className="field">
          <span>{t('fields.from')}</span>
          <InputText type="date" dir="ltr" value={list.filters.from ?? ''} onChange={(e) => list.setFilter('from', e.target.value || undefined)} />
        </label>
        <label className="field">
          <span>{t('fields.to')}</span>
          <InputText type="date" dir="ltr" value={list.filters.to ?? ''} onChange={(e) => list.setFilter('to', e.target.value || undefined)} />
        </label>
      </SearchFilters>
      <ListToolbar list={list} name="absenceHistory" exportPath="/general/absence_history/export" exportBody={exportBody} />
      <ListTable<Absence> list={list} query={query} emptyText={t('list.empty')} label={t('titles.absence')}>
        <Column header={t('fields.company')} body={(r: Absence) => <bdi>{r.company_name}</bdi>} />
        <Column header={t('fields.camp')} body={(r: Absence) => <bdi>{r.camp_name}</bdi>} />
        <Column header={t('fields.square')} body={(r: Absence) => <bdi>{r.square_name}</bdi>} />
        <Column
          header={t('fields.appointment')}
          body={(r: Absence) => (
            <span className="stack">
              <bdi dir="ltr">{makkahText(r.appointment)}</bdi>
              <small style={{ display: 'block' }}>{formatHijri(r.appointment, lang)}</small>
            </span>
          )}
        />
        <Column header={t('fields.recordedBy')} body={(r: Absence) => <bdi>{r.created_by_name ?? '—'}</bdi>} />
        <Column field="created_at" sortable header={t('fields.recordedAt')} body={(r: Absence) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
      </ListTable>
    </>
  );
}
