/**
 * A list's toolbar: the user's saved filters (apply one, save the current filters
 * under a name, delete one) and the export (CSV or Excel, streamed from the server
 * with a progress bar). Both work from the list's address parameters, so a saved
 * filter brings back exactly the filters, sort and page size it was saved with.
 */
import { useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../list';
import { notify, notifyFailure } from '../notify';
import { isApiFailure } from '../../api/errors';
import './list.css';
import { downloadExport, saveFile, useDeleteFilter, useSavedFilters, useSaveFilter, type ExportFormat, type ExportProgress, type SavedFilterList } from './api';

interface ListToolbarProps {
  list: ListParams;
  /** which saved-filter list these belong to */
  name: SavedFilterList;
  /** the export route (e.g. `/users/export`) and the body it takes — the list's filters and sort; none: no export */
  exportPath?: string;
  exportBody?: object;
  /** shown at the toolbar's start (e.g. bulk actions) */
  children?: React.ReactNode;
}

export function ListToolbar({ list, name, exportPath, exportBody, children }: ListToolbarProps) {
  return (
    <div className="list-toolbar">
      <div className="list-toolbar-start">{children}</div>
      <div className="list-toolbar-end">
        <SavedFilters list={list} name={name} />
        {exportPath && <ExportButtons path={exportPath} body={exportBody ?? {}} />}
      </div>
    </div>
  );
}

function SavedFilters({ list, name }: { list: ListParams; name: SavedFilterList }) {
  const { t } = useTranslation('lists');
  const saved = useSavedFilters(name);
  const save = useSaveFilter(name);
  const remove = useDeleteFilter(name);
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = JSON.stringify(list.snapshot());
  const active = (saved.data ?? []).find(
    (f) => JSON.stringify(Object.fromEntries(Object.entries(f.filters).sort())) === JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(current) as Record<string, string>).sort())),
  );

  const submit = async () => {
    setError(null);
    try {
      const created = await save.mutateAsync({ name: title.trim(), filters: list.snapshot() });
      notify('success', t('saved.saved', { name: created.name }));
      setOpen(false);
      setTitle('');
    } catch (e) {
      if (isApiFailure(e) && e.errors?.name) setError(e.errors.name[0] ?? e.message);
      else notifyFailure(e);
    }
  };

  return (
    <>
      {/* a native select: named, keyboard- and phone-friendly, and no PrimeReact Dropdown on every list */}
      <select
        className="native-select saved-filters"
        aria-label={t('saved.label')}
        title={t('saved.label')}
        value={active ? String(active.id) : ''}
        onChange={(e) => {
          const chosen = (saved.data ?? []).find((f) => String(f.id) === e.target.value);
          if (chosen) list.restore(chosen.filters);
        }}
      >
        <option value="">{saved.data?.length ? t('saved.label') : t('saved.none')}</option>
        {(saved.data ?? []).map((f) => (
          <option key={f.id} value={String(f.id)}>
            {f.name}
          </option>
        ))}
      </select>
      {active && (
        <Button
          type="button"
          icon="pi pi-trash"
          text
          rounded
          severity="danger"
          aria-label={t('saved.delete', { name: active.name })}
          tooltip={t('saved.delete', { name: active.name })}
          tooltipOptions={{ position: 'top' }}
          onClick={() => remove.mutate(active.id, { onSuccess: () => notify('success', t('saved.deleted', { name: active.name })), onError: notifyFailure })}
        />
      )}
      <Button type="button" icon="pi pi-bookmark" label={t('saved.save')} outlined onClick={() => setOpen(true)} />
      <Dialog
        header={t('saved.title')}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: 'min(28rem, 95vw)' }}
        footer={
          <>
            <Button type="button" label={t('saved.cancel')} text onClick={() => setOpen(false)} />
            <Button type="submit" form="save-filter-form" label={t('saved.confirm')} icon="pi pi-check" loading={save.isPending} disabled={!title.trim()} />
          </>
        }
      >
        <form
          id="save-filter-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className="muted">{t('saved.hint')}</p>
          <label htmlFor="saved-filter-name">{t('saved.name')}</label>
          <InputText
            id="saved-filter-name"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={60}
            dir="auto"
            className="w-full"
            invalid={!!error}
            aria-describedby={error ? 'saved-filter-error' : undefined}
            autoFocus
          />
          {error && (
            <small id="saved-filter-error" className="p-error">
              {error}
            </small>
          )}
        </form>
      </Dialog>
    </>
  );
}

export function ExportButtons({ path, body }: { path: string; body: object }) {
  const { t } = useTranslation('lists');
  const [progress, setProgress] = useState<(ExportProgress & { format: ExportFormat }) | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async (format: ExportFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, total: null, bytes: 0, format });
    try {
      const file = await downloadExport(path, format, body, (p) => setProgress({ ...p, format }), controller.signal);
      saveFile(file.blob, file.name);
      notify('success', t('export.done', { name: file.name }));
    } catch (e) {
      if ((e as Error).name !== 'AbortError') notifyFailure(e);
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  const percent = progress?.total ? Math.min(100, Math.round((progress.rows / progress.total) * 100)) : progress?.total === 0 ? 100 : null;
  return (
    <>
      <Button type="button" icon="pi pi-file" label={t('export.csv')} outlined disabled={!!progress} onClick={() => void run('csv')} />
      <Button type="button" icon="pi pi-file-excel" label={t('export.xlsx')} outlined disabled={!!progress} onClick={() => void run('xlsx')} />
      <Dialog
        header={t('export.title')}
        visible={!!progress}
        closable={false}
        onHide={() => abort.current?.abort()}
        style={{ width: 'min(26rem, 95vw)' }}
        footer={<Button type="button" label={t('export.cancel')} text onClick={() => abort.current?.abort()} />}
      >
        {progress && (
          <div className="export-progress" aria-live="polite">
            <ProgressBar value={percent ?? undefined} mode={percent === null ? 'indeterminate' : 'determinate'} aria-label={t('export.title')} style={{ height: '0.75rem' }} showValue={false} />
            <p>{progress.total !== null ? t('export.progress', { done: progress.rows, total: progress.total }) : t('export.progressUnknown', { done: progress.rows })}</p>
          </div>
        )}
      </Dialog>
    </>
  );
}
