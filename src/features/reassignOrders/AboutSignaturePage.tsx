/**
 * /about-signature and /lock/about-signature (spec 001 §2, §4 "bulk sign"): the orders of the type whose
 * re-delivery form awaits the caller's signature (the list with `awaiting_my_signature`, paged). The caller
 * chooses some, previews which can be signed now and why not the others (bulk-sign/preview), then signs them
 * (bulk-sign: each in its own transaction) and reads the report per order.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Column, ListTable, useListParams } from '../../shared/ui/list';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { formatDateTime } from '../../shared/lib/dates';
import { bulkSign, bulkSignPreview, invalidateReassignOrders, stepPath, typeOfPath, useReassignOrders, type BulkPreview, type BulkReport, type ReassignOrder } from './api';
import { ReportList, campsText } from './shared';
import './reassignOrders.css';

export default function AboutSignaturePage() {
  const { t } = useTranslation('reassignOrders');
  const type = typeOfPath(useLocation().pathname);
  const client = useQueryClient();
  const list = useListParams([]);
  const query = useReassignOrders({ type, awaiting_my_signature: 1, paginate: list.perPage }, list.page);
  const [chosen, setChosen] = useState<ReassignOrder[]>([]);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [report, setReport] = useState<BulkReport | null>(null);
  const [names, setNames] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<'preview' | 'sign' | null>(null);
  const signable = preview?.filter((p) => p.passes === 1).map((p) => p.id) ?? [];
  const title = t(`titles.signature_${type}`);

  const run = async (step: 'preview' | 'sign', work: () => Promise<void>) => {
    setBusy(step);
    try {
      await work();
    } catch (e) {
      notifyFailure(e);
    } finally {
      setBusy(null);
    }
  };
  const doPreview = () => void run('preview', async () => setPreview((await bulkSignPreview(chosen.map((o) => o.id))).data));
  const doSign = () =>
    void run('sign', async () => {
      setNames(Object.fromEntries(chosen.map((o) => [o.id, `#${o.id} ${o.company_name ?? ''}`.trim()])));
      const res = (await bulkSign(signable)).data;
      setReport(res);
      setPreview(null);
      setChosen([]);
      notify('success', t('bulk.done', { count: res.filter((r) => r.result === 'applied').length, total: res.length }));
      await invalidateReassignOrders(client);
    });
  const verdict = (id: number) => preview?.find((p) => p.id === id);

  return (
    <>
      <PageHeader title={title} subtitle={t('bulkSign.intro')} />
      {report && <ReportList rows={report} label={t('bulk.report')} nameOf={(id) => names[id] ?? `#${id}`} />}
      <ListTable<ReassignOrder>
        list={list}
        query={query}
        emptyText={t('bulkSign.empty')}
        label={title}
        selection={chosen}
        onSelection={(rows) => {
          setPreview(null);
          setChosen(rows);
        }}
        rowLabel={(r) => `#${r.id}`}
        renderKey={preview}
      >
        <Column
          header={t('fields.id')}
          body={(r: ReassignOrder) => (
            <Link to={stepPath(r)} aria-label={t('list.open', { id: r.id })}>
              <bdi dir="ltr">#{r.id}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.company')} body={(r: ReassignOrder) => (r.company_name ? <bdi dir="auto">{r.company_name}</bdi> : t('view.none'))} />
        <Column header={t('fields.camps')} body={(r: ReassignOrder) => <bdi dir="auto">{campsText(r.camps) || t('view.none')}</bdi>} />
        <Column header={t('fields.appointment')} body={(r: ReassignOrder) => (r.appointment ? <bdi dir="ltr">{r.appointment}</bdi> : t('view.none'))} />
        <Column header={t('fields.createdAt')} body={(r: ReassignOrder) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('bulk.verdict')}
          body={(r: ReassignOrder) => {
            const v = verdict(r.id);
            if (!v) return null;
            return v.passes ? <Tag value={t('bulk.passes')} severity="success" /> : <bdi dir="auto">{v.reason ?? t('bulk.fails')}</bdi>;
          }}
        />
      </ListTable>
      <div className="form-actions">
        <Button type="button" label={t('bulk.preview')} icon="pi pi-eye" outlined disabled={!chosen.length} loading={busy === 'preview'} onClick={doPreview} />
        <Button type="button" label={t('bulkSign.submit', { count: signable.length })} icon="pi pi-pen-to-square" disabled={!signable.length} loading={busy === 'sign'} onClick={doSign} />
      </div>
    </>
  );
}
