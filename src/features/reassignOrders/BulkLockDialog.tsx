/**
 * Bulk lock (/lock-orders, lock-form): a company, the camps to lock, a first look (bulk-lock/preview: which
 * camps can get a lock order now and why not the others), then the lock itself (bulk-lock: each camp in its
 * own transaction) with a report per camp.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { isApiFailure } from '../../shared/api/errors';
import { BulkLockSchema } from '../../../shared/rules/reassignOrders';
import { bulkLock, bulkLockPreview, invalidateReassignOrders, useCompanyCamps, type BulkPreview, type BulkReport } from './api';
import { CampChecklist, CompanyCamps, CompanyPicker, PreviewTable, ReportList, campName } from './shared';

export function BulkLockDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('reassignOrders');
  return (
    <Dialog header={t('bulkLock.title')} visible={open} onHide={onClose} style={{ width: 'min(44rem, 95vw)' }} modal>
      {open && <BulkLockForm onClose={onClose} />}
    </Dialog>
  );
}

function BulkLockForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('reassignOrders');
  const client = useQueryClient();
  const [company, setCompany] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [report, setReport] = useState<BulkReport | null>(null);
  const [busy, setBusy] = useState<'preview' | 'lock' | null>(null);
  const camps = useCompanyCamps(company);
  // the names as they were when locking: a locked camp leaves the company's list
  const [names, setNames] = useState<Record<number, string>>({});
  const nameOf = (id: number) => names[id] ?? `#${id}`;
  const passing = preview?.filter((p) => p.passes === 1).map((p) => p.id) ?? [];

  const run = async (step: 'preview' | 'lock', work: () => Promise<void>) => {
    setBusy(step);
    try {
      await work();
    } catch (e) {
      if (isApiFailure(e) && e.errors?.assign_camp_ids) setError(e.errors.assign_camp_ids[0]);
      else notifyFailure(e);
    } finally {
      setBusy(null);
    }
  };
  const doPreview = () => {
    const checked = v.safeParse(BulkLockSchema, { assign_camp_ids: chosen });
    if (!checked.success) return setError(checked.issues[0].message);
    setError(undefined);
    void run('preview', async () => setPreview((await bulkLockPreview(chosen)).data));
  };
  const doLock = () =>
    void run('lock', async () => {
      setNames(Object.fromEntries((camps.data ?? []).map((c) => [c.assign_camp_id, campName(c)])));
      const res = (await bulkLock(passing)).data;
      setReport(res);
      setPreview(null);
      setChosen([]);
      notify('success', t('bulk.done', { count: res.filter((r) => r.result === 'applied').length, total: res.length }));
      await invalidateReassignOrders(client);
    });

  return (
    <div>
      <Field id="bulk-lock-company" label={t('fields.company')} required>
        <CompanyPicker
          id="bulk-lock-company"
          value={company}
          onChange={(id) => {
            setCompany(id);
            setChosen([]);
            setPreview(null);
          }}
        />
      </Field>
      <CompanyCamps company={company} error={error}>
        {(list) => (
          <CampChecklist
            id="bulk-lock-camps"
            legend={t('fields.camps')}
            camps={list}
            value={chosen}
            onChange={(ids) => {
              setChosen(ids);
              setPreview(null);
            }}
            invalid={!!error}
          />
        )}
      </CompanyCamps>
      {preview && <PreviewTable rows={preview} caption={t('bulk.previewTitle')} />}
      {report && <ReportList rows={report} label={t('bulk.report')} nameOf={nameOf} />}
      <div className="dialog-actions">
        <Button type="button" label={t('actions.close')} text onClick={onClose} />
        <Button type="button" label={t('bulk.preview')} icon="pi pi-eye" outlined disabled={!chosen.length} loading={busy === 'preview'} onClick={doPreview} />
        <Button type="button" label={t('bulkLock.submit', { count: passing.length })} icon="pi pi-lock" disabled={!passing.length} loading={busy === 'lock'} onClick={doLock} />
      </div>
    </div>
  );
}
