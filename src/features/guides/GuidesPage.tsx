/**
 * /guides: engineering guide offices, newest first, each with its document to download (a guide
 * with none on record says so); search, sort, page size and pages live in the address;
 * saved filters and CSV/XLSX export from the shared toolbar.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';

import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { FileLink } from '../../shared/ui/StoredFile';
import { Tag } from 'primereact/tag';
import { deleteGuide, invalidateGuides, useGuides, type Guide, type GuideFilters } from './api';

const FILTERS = ['search'] as const;

export default function GuidesPage() {
  const { t } = useTranslation('guides');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: GuideFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.sortBody as Pick<GuideFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useGuides(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: Guide) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteGuide(row.id)).message;
        } finally {
          await invalidateGuides(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.title }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('order-eng-guides') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/guides/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable />
      <ListToolbar list={list} name="guides" exportPath="/general/guide_offices/export" exportBody={exportBody} />
      <ListTable<Guide> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="title"
          sortable
          header={t('fields.title')}
          body={(r: Guide) => (
            <Link to={`/guides/${r.id}`}>
              <Auto>{r.title}</Auto>
            </Link>
          )}
        />
        <Column header={t('fields.title_en')} body={(r: Guide) => (r.title_en ? <Ltr>{r.title_en}</Ltr> : t('view.none'))} />
        <Column header={t('fields.file')} body={(r: Guide) => (r.file ? <FileLink url={r.file.url} name={r.file.name} size={r.file.size} /> : <Tag severity="warning" value={t('view.noFile')} />)} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Guide) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: Guide) => (
            <div className="row-actions">
              {can('order-eng-guides') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.title}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/guides/update/${r.id}`)}
                />
              )}
              {can('order-eng-guides') && (
                <Button
                  size="small"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.title}`}
                  tooltip={t('list.delete')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => remove(r)}
                />
              )}
            </div>
          )}
        />
      </ListTable>
    </>
  );
}
