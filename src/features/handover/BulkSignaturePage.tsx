/**
 * /appointment/bulk-signature (spec 000 §2, §4 "bulk sign"; lock-order-bulk-signature): the
 * assignments whose handover form awaits the caller's signature. The caller chooses some, previews
 * which can be signed now and why not the others (POST general/contracts/bulk-sign/preview), then
 * signs them (POST general/contracts/bulk-sign: each in its own transaction) and reads the report.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { bulkSign, bulkSignPreview, invalidateHandover, useAwaiting } from './api';
import './handover.css';

type Preview = Awaited<ReturnType<typeof bulkSignPreview>>['data'];
type Report = Awaited<ReturnType<typeof bulkSign>>['data'];

export default function BulkSignaturePage() {
  const { t } = useTranslation('handover');
  const client = useQueryClient();
  const awaiting = useAwaiting();
  const [chosen, setChosen] = useState<number[]>([]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  if (awaiting.isError) return <LoadFailed error={awaiting.error} onRetry={() => void awaiting.refetch()} />;
  if (awaiting.isPending) return <Skeleton height="12rem" />;
  const rows = awaiting.data;
  const toggle = (id: number) => {
    setPreview(null);
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  };
  const signable = preview?.filter((p) => p.signable === 1).map((p) => p.id) ?? [];
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      notifyFailure(e);
    } finally {
      setBusy(false);
    }
  };
  const doPreview = () => run(async () => setPreview((await bulkSignPreview(chosen)).data));
  const doSign = () =>
    run(async () => {
      const res = (await bulkSign(signable)).data;
      setReport(res);
      setPreview(null);
      setChosen([]);
      notify('success', t('bulk.done', { count: res.filter((r) => r.result === 'applied').length, total: res.length }));
      await invalidateHandover(client);
    });
  const verdict = (id: number) => preview?.find((p) => p.id === id) ?? report?.find((r) => r.id === id);

  return (
    <>
      <PageHeader title={t('titles.bulk')} subtitle={t('bulk.intro')} />
      {report && (
        <ul className="handover-report" aria-label={t('fields.result')}>
          {report.map((r) => (
            <li key={r.id}>
              #{r.id}: <Tag value={r.result === 'applied' ? t('bulk.applied') : t('bulk.refused')} severity={r.result === 'applied' ? 'success' : 'danger'} /> <bdi>{r.message}</bdi>
            </li>
          ))}
        </ul>
      )}
      {rows.length === 0 ? (
        <div className="state-panel" role="status">
          <p>{t('bulk.empty')}</p>
        </div>
      ) : (
        <>
          <div className="table-scroll">
            <table className="simple-table">
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label={t('bulk.selectAll')}
                      checked={chosen.length === rows.length}
                      onChange={(e) => {
                        setPreview(null);
                        setChosen(e.target.checked ? rows.map((r) => r.id) : []);
                      }}
                    />
                  </th>
                  <th scope="col">{t('fields.camp')}</th>
                  <th scope="col">{t('fields.company')}</th>
                  <th scope="col">{t('fields.result')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const v = verdict(r.id);
                  return (
                    <tr key={r.id}>
                      <td>
                        <input type="checkbox" aria-label={t('bulk.select', { name: r.camp_name })} checked={chosen.includes(r.id)} onChange={() => toggle(r.id)} />
                      </td>
                      <td>
                        <Link to={`/assign/${r.id}`}>
                          <bdi>{r.camp_name}</bdi>
                        </Link>
                      </td>
                      <td>
                        <bdi>{r.company_name}</bdi>
                      </td>
                      <td>{v && 'signable' in v ? v.signable ? <Tag value={t('bulk.signable')} severity="success" /> : <bdi>{v.reason}</bdi> : null}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="form-actions">
            <Button type="button" label={t('bulk.preview')} icon="pi pi-eye" outlined disabled={!chosen.length} loading={busy && !preview} onClick={() => void doPreview()} />
            <Button type="button" label={t('bulk.sign', { count: signable.length })} icon="pi pi-pen-to-square" disabled={!signable.length} loading={busy && !!preview} onClick={() => void doSign()} />
          </div>
        </>
      )}
    </>
  );
}
