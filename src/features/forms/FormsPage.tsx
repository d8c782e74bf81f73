/**
 * /forms and /temp-licenses-forms: the forms, newest first; search, type (on /forms) and grouping
 * filters, sort, page size and pages live in the address; saved filters and CSV/XLSX export from the
 * shared toolbar. Each row shows its signers, its question count and the total of its prices;
 * adding, changing and pricing each show only to holders of their permission.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { Chip } from '../../shared/ui/list/Chip';
import { PageHeader } from '../../shared/ui/PageHeader';
import { hasPermission, useSession } from '../../shared/auth/session';
import { FORM_TYPES, TEMP_LICENSE_FORM_ID, type FormType } from '../../../shared/rules/forms';
import { routeOf, sar, useForms, type Form, type FormFilters, type Kind } from './api';
import './forms.css';

const FILTERS = ['search', 'type', 'withCategory'] as const;

export function FormsList({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation('forms');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS);
  const f = list.filters;
  const base = routeOf(kind);
  const perm = kind === 'temp' ? 'temp-tamplate-form' : 'form';
  const filters: FormFilters = {
    paginate: list.perPage,
    ...(f.search ? { search: f.search } : {}),
    ...(kind === 'forms' && (FORM_TYPES as readonly string[]).includes(f.type ?? '') ? { type: f.type as FormType } : {}),
    ...(f.withCategory === '1' || f.withCategory === '0' ? { withCategory: Number(f.withCategory) as 0 | 1 } : {}),
    ...(list.sortBody as Pick<FormFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useForms(kind, filters, list.page);
  const canUpdate = hasPermission(session, `${perm}-update`);
  const canPrice = kind === 'forms' && hasPermission(session, 'form-questions-price');
  const name = (r: Form) => (lang === 'en' ? r.name_en : r.name);

  return (
    <>
      <PageHeader
        title={t(kind === 'temp' ? 'titles.tempList' : 'titles.list')}
        actions={
          hasPermission(session, `${perm}-create`) ? <Button label={t(kind === 'temp' ? 'list.tempAdd' : 'list.add')} icon="pi pi-plus" onClick={() => void navigate(`${base}/create`)} /> : undefined
        }
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        {kind === 'forms' && (
          <FilterSelect list={list} name="type" label={t('fields.type')} options={FORM_TYPES.filter((x) => x !== 'temp_license').map((x) => ({ value: x, label: t(`types.${x}`) }))} />
        )}
        <FilterSelect
          list={list}
          name="withCategory"
          label={t('fields.withCategory')}
          options={[
            { value: '1', label: t('list.grouped') },
            { value: '0', label: t('list.flat') },
          ]}
        />
      </SearchFilters>
      <ListToolbar
        list={list}
        name={kind === 'temp' ? 'tempLicenseForms' : 'forms'}
        exportPath={kind === 'temp' ? '/general/temp-licenses-forms/export' : '/general/forms/export'}
        exportBody={exportBody}
      />
      <ListTable<Form> list={list} query={query} emptyText={t('list.empty')} label={t(kind === 'temp' ? 'titles.tempList' : 'titles.list')}>
        <Column
          field={lang === 'en' ? 'name_en' : 'name'}
          sortable
          header={t('fields.name')}
          body={(r: Form) => (
            <span className="form-name">
              <Link to={`${base}/${r.id}`}>
                <bdi>{name(r)}</bdi>
              </Link>
              {r.id === TEMP_LICENSE_FORM_ID && <small className="muted">{t('list.fixed')}</small>}
            </span>
          )}
        />
        {kind === 'forms' && <Column field="type" sortable header={t('fields.type')} body={(r: Form) => <Chip text={t(`types.${r.type}`)} tone={r.type === 'assign' ? 'info' : 'secondary'} />} />}
        <Column
          header={t('fields.signers')}
          body={(r: Form) => (
            <span className="form-chips">{r.signers.length ? r.signers.map((s) => <Chip key={s.type_id} text={lang === 'en' ? s.name_en : s.name} tone="secondary" />) : t('view.none')}</span>
          )}
        />
        <Column header={t('fields.count')} body={(r: Form) => <bdi dir="ltr">{r.questions_count}</bdi>} />
        <Column header={t('fields.total')} body={(r: Form) => <bdi>{sar(r.total_price, lang)}</bdi>} />
        {(canUpdate || canPrice) && (
          <Column
            header={t('common:table.actions')}
            body={(r: Form) => (
              <div className="row-actions">
                {canUpdate && (
                  <Button
                    size="small"
                    icon="pi pi-pencil"
                    text
                    rounded
                    aria-label={`${t('list.edit')}: ${name(r)}`}
                    tooltip={t('list.edit')}
                    tooltipOptions={{ position: 'top' }}
                    onClick={() => void navigate(`${base}/update/${r.id}`)}
                  />
                )}
                {canPrice && (
                  <Button
                    size="small"
                    icon="pi pi-money-bill"
                    text
                    rounded
                    aria-label={`${t('list.prices')}: ${name(r)}`}
                    tooltip={t('list.prices')}
                    tooltipOptions={{ position: 'top' }}
                    onClick={() => void navigate(`/forms/questions-price/${r.id}`)}
                  />
                )}
              </div>
            )}
          />
        )}
      </ListTable>
    </>
  );
}

export default function FormsPage() {
  return <FormsList kind="forms" />;
}
