/**
 * /sla (issue 16, SLA clocks): the records past their status's target — longest overdue first, paged, filtered by
 * lifecycle and company, each opening its record — with "check now" for the hourly sweep (the job queue), and the
 * targets per status, which holders of sla-manage set (read-only for the others).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { Column, FilterSelect, ListTable, useListParams } from '../../shared/ui/list';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Loading, LoadFailed } from '../../shared/ui/StatePanels';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { hasPermission, useSession } from '../../shared/auth/session';
import { formatDateTime } from '../../shared/lib/dates';
import { invalidateSla, runSlaSweep, storeSlaTarget, useDashboardCompanies, useSlaOverdue, useSlaTargets, type SlaOverdue } from './api';
import './sla.css';

const FILTERS = ['workflow', 'company_id'] as const;

function TargetRow({ workflow, status, label, days, canSet }: { workflow: string; status: string; label: string; days: number | null; canSet: boolean }) {
  const { t } = useTranslation('sla');
  const client = useQueryClient();
  const [value, setValue] = useState<number | null>(days);
  const save = useMutation({
    mutationFn: (target: number | null) => storeSlaTarget(target === null ? { workflow, status } : { workflow, status, target_days: target }),
    onSuccess: (_r, target) => {
      notify('success', t(target === null ? 'targets.removed' : 'targets.saved', { status: label }));
      void invalidateSla(client);
    },
    onError: notifyFailure,
  });
  const id = `sla-${workflow}-${status}`;
  return (
    <tr>
      <th scope="row">
        <label htmlFor={id}>{label}</label>
      </th>
      <td>
        {canSet ? (
          <InputNumber inputId={id} value={value} onValueChange={(e) => setValue(e.value ?? null)} min={1} max={120} useGrouping={false} placeholder={t('targets.none')} size={6} />
        ) : (
          <span id={id}>{days ?? t('targets.none')}</span>
        )}
      </td>
      {canSet && (
        <td className="sla-actions">
          <Button type="button" size="small" label={t('targets.save')} disabled={value === null || value === days || save.isPending} onClick={() => save.mutate(value)} />
          <Button type="button" size="small" text severity="danger" label={t('targets.remove')} disabled={days === null || save.isPending} onClick={() => save.mutate(null)} />
        </td>
      )}
    </tr>
  );
}

export default function SlaPage() {
  const { t } = useTranslation('sla');
  const session = useSession();
  const canSet = hasPermission(session, 'sla-manage');
  const list = useListParams(FILTERS);
  const targets = useSlaTargets();
  const companies = useDashboardCompanies();
  const query = useSlaOverdue(
    { paginate: list.perPage, ...(list.filters.workflow ? { workflow: list.filters.workflow } : {}), ...(list.filters.company_id ? { company_id: Number(list.filters.company_id) } : {}) },
    list.page,
  );
  const sweep = useMutation({ mutationFn: runSlaSweep, onSuccess: (r) => notify('success', r.message || t('sweep.done')), onError: notifyFailure });
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={canSet ? <Button icon="pi pi-refresh" label={t('sweep.run')} loading={sweep.isPending} onClick={() => sweep.mutate()} /> : undefined}
      />
      <section aria-labelledby="sla-overdue" className="sla-section">
        <h2 id="sla-overdue">{t('overdue.title')}</h2>
        <form className="filters list-filters" role="search" aria-label={t('overdue.title')} onSubmit={(e) => e.preventDefault()}>
          <FilterSelect list={list} name="workflow" label={t('overdue.workflow')} loading={targets.isPending} options={(targets.data ?? []).map((w) => ({ value: w.workflow, label: w.label }))} />
          <FilterSelect
            list={list}
            name="company_id"
            label={t('overdue.company')}
            loading={companies.isPending}
            options={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </form>
        <ListTable<SlaOverdue> list={list} query={query} emptyText={t('overdue.empty')} label={t('overdue.title')} dataKey="key">
          <Column
            header={t('fields.kind')}
            body={(r: SlaOverdue) => (
              <Link to={r.link}>
                {r.kind} #{r.record_id}
              </Link>
            )}
          />
          <Column header={t('fields.status')} body={(r: SlaOverdue) => r.status_text} />
          <Column header={t('fields.company')} body={(r: SlaOverdue) => <bdi dir="auto">{r.company ?? '—'}</bdi>} />
          <Column header={t('fields.entered')} body={(r: SlaOverdue) => formatDateTime(r.entered_at)} />
          <Column header={t('fields.due')} body={(r: SlaOverdue) => formatDateTime(r.due_at)} />
          <Column header={t('fields.days')} body={(r: SlaOverdue) => <span className="sla-late">{`${r.elapsed_days} / ${r.target_days}`}</span>} />
          <Column header={t('fields.notified')} body={(r: SlaOverdue) => (r.notified_at ? formatDateTime(r.notified_at) : t('fields.notYet'))} />
        </ListTable>
      </section>
      <section aria-labelledby="sla-targets" className="sla-section">
        <h2 id="sla-targets">{t('targets.title')}</h2>
        {!canSet && <p className="muted">{t('targets.readOnly')}</p>}
        {targets.isPending ? (
          <Loading />
        ) : targets.isError ? (
          <LoadFailed error={targets.error} onRetry={() => void targets.refetch()} title={t('failed')} />
        ) : (
          <div className="sla-targets">
            {targets.data.map((w) => (
              <table key={w.workflow} className="sla-target-table">
                <caption>{w.label}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('targets.status')}</th>
                    <th scope="col">{t('targets.days')}</th>
                    {canSet && <td />}
                  </tr>
                </thead>
                <tbody>
                  {w.states.map((s) => (
                    <TargetRow key={`${s.status}-${s.target_days ?? 'none'}`} workflow={w.workflow} status={s.status} label={s.label} days={s.target_days} canSet={canSet} />
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        )}
      </section>
    </>
  );
}
