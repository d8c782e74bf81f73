/**
 * What the area's screens share: the camps as text, a checklist of camps, the company picker and its camps, the
 * appointment's date and time fields, the verdicts of
 * a bulk preview and the report of a bulk step, the steps indicator and the order's log.
 */
import type { ReactNode } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { Field } from '../../shared/ui/Field';
import { message } from '../../shared/i18n';
import { formatDateTime } from '../../shared/lib/dates';
import { statusOf } from '../../shared/workflow/statusOptions';
import { STEPS, useCompanies, useCompanyCamps, useReassignOrderLogs, type BulkPreview, type BulkReport, type LogRow, type ReassignOrder } from './api';

type CampLike = { assign_camp_id: number; camp_name: string; square_name: string | null };

/** "Camp 12 (Square 3)، Camp 14" */
export const campName = (c: CampLike) => (c.square_name ? `${c.camp_name} (${c.square_name})` : c.camp_name);
export const campsText = (camps: readonly CampLike[]) => camps.map(campName).join('، ');

/** "2026-12-01" and "09:30" → "2026-12-01 09:30"; a time without a date is left for the rule to refuse. */
export const joinAppointment = (date: string, time: string): string => (date ? (time ? `${date} ${time}` : date) : time);

/** A re-delivery appointment as a date and a time, kept as "YYYY-MM-DD HH:mm" (the time needs a date). */
export function AppointmentFields({
  ids,
  value,
  onChange,
  error,
  hint,
  required,
}: {
  ids: { date: string; time: string };
  value: string;
  onChange: (appointment: string) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('reassignOrders');
  const [date = '', time = ''] = value.split(' ');
  return (
    <div className="reassign-appointment">
      <Field id={ids.date} label={t('fields.appointmentDate')} error={error} hint={hint} required={required}>
        <InputText id={ids.date} type="date" dir="ltr" value={date} onChange={(e) => onChange(joinAppointment(e.target.value, time))} invalid={!!error} />
      </Field>
      <Field id={ids.time} label={t('fields.appointmentTime')}>
        <InputText id={ids.time} type="time" dir="ltr" value={time} disabled={!date} onChange={(e) => onChange(joinAppointment(date, e.target.value))} />
      </Field>
    </div>
  );
}

type CompanyCamp = NonNullable<ReturnType<typeof useCompanyCamps>['data']>[number];

/** A chosen company's free received camps: loading, failed, none, or `children` with them; then the field's error. */
export function CompanyCamps({ company, error, children }: { company: number | null; error?: string | undefined; children: (camps: CompanyCamp[]) => ReactNode }) {
  const { t } = useTranslation('reassignOrders');
  const camps = useCompanyCamps(company);
  if (!company) return null;
  return (
    <div className="field">
      {camps.isPending ? (
        <Skeleton height="4rem" />
      ) : camps.isError ? (
        <p role="alert" className="p-error">
          {t('newOrder.campsFailed')}
        </p>
      ) : camps.data.length === 0 ? (
        <p className="muted">{t('newOrder.noCamps')}</p>
      ) : (
        children(camps.data)
      )}
      {error && (
        <small className="p-error" role="alert">
          {message(error)}
        </small>
      )}
    </div>
  );
}

/** The company picker: the active service providers, searchable. */
export function CompanyPicker({ id, value, onChange, invalid }: { id: string; value: number | null; onChange: (id: number | null) => void; invalid?: boolean }) {
  const { t } = useTranslation('reassignOrders');
  const companies = useCompanies(true);
  const options = (companies.data ?? []).map((c) => ({ value: c.id, label: c.company_name ? `${c.company_name} — ${c.name}` : c.name }));
  return (
    <Dropdown
      inputId={id}
      value={value}
      options={options}
      onChange={(e) => onChange((e.value as number | null) ?? null)}
      placeholder={companies.isError ? t('newOrder.companiesFailed') : t('newOrder.chooseCompany')}
      emptyMessage={t('newOrder.noCompanies')}
      loading={companies.isPending}
      filter
      filterPlaceholder={t('newOrder.searchCompany')}
      pt={{ filterInput: { 'aria-label': t('newOrder.searchCompany') } }}
      invalid={invalid}
      aria-invalid={invalid}
      className="w-full"
    />
  );
}

/** Checkboxes over camps (a fieldset named by its legend); `verdicts` shows a preview's answer beside each. */
export function CampChecklist({
  id,
  legend,
  camps,
  value,
  onChange,
  invalid,
  disabled,
}: {
  id: string;
  legend: string;
  camps: readonly CampLike[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  invalid?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('reassignOrders');
  const all = camps.length > 0 && camps.every((c) => value.includes(c.assign_camp_id));
  return (
    <fieldset id={id} className="reassign-camps" aria-invalid={invalid || undefined} disabled={disabled}>
      <legend>{legend}</legend>
      {camps.length > 1 && (
        <label className="reassign-camp reassign-camp-all">
          <input type="checkbox" checked={all} onChange={() => onChange(all ? [] : camps.map((c) => c.assign_camp_id))} /> {t('camps.all')}
        </label>
      )}
      {camps.map((c) => (
        <label key={c.assign_camp_id} className="reassign-camp">
          <input
            type="checkbox"
            checked={value.includes(c.assign_camp_id)}
            onChange={() => onChange(value.includes(c.assign_camp_id) ? value.filter((x) => x !== c.assign_camp_id) : [...value, c.assign_camp_id])}
          />{' '}
          <bdi dir="auto">{campName(c)}</bdi>
        </label>
      ))}
    </fieldset>
  );
}

/** A bulk preview: which rows pass and why not the others. */
export function PreviewTable({ rows, caption }: { rows: BulkPreview; caption: string }) {
  const { t } = useTranslation('reassignOrders');
  return (
    <div className="reassign-table-scroll">
      <table className="reassign-table" data-testid="bulk-preview">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bulk.item')}</th>
            <th scope="col">{t('bulk.verdict')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>
                <bdi dir="auto">{r.label}</bdi>
              </td>
              <td>{r.passes ? <Tag value={t('bulk.passes')} severity="success" /> : <bdi dir="auto">{r.reason ?? t('bulk.fails')}</bdi>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A bulk step's report: one line per record, applied or refused with the server's words. */
export function ReportList({ rows, label, nameOf }: { rows: BulkReport; label: string; nameOf: (id: number) => string }) {
  const { t } = useTranslation('reassignOrders');
  return (
    <ul className="reassign-report" aria-label={label} data-testid="bulk-report">
      {rows.map((r) => (
        <li key={r.id}>
          <bdi dir="auto">{nameOf(r.id)}</bdi>: <Tag value={r.result === 'applied' ? t('bulk.applied') : t('bulk.refused')} severity={r.result === 'applied' ? 'success' : 'danger'} />{' '}
          <bdi dir="auto">{r.message}</bdi>
        </li>
      ))}
    </ul>
  );
}

/** The statuses an order goes through, the current one marked; a rejected or cancelled order says so. */
export function StepsIndicator({ machine, status }: { machine: AnyStateMachine; status: string }) {
  const { t, i18n } = useTranslation('reassignOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const at = STEPS.indexOf(status as (typeof STEPS)[number]);
  return (
    <nav aria-label={t('view.steps')}>
      <ol className="reassign-steps">
        {STEPS.map((s, i) => (
          <li key={s} className={i < at ? 'done' : i === at ? 'current' : undefined} aria-current={i === at ? 'step' : undefined}>
            <span className="reassign-step-number" aria-hidden>
              {i < at || (status === 'completed' && i === at) ? <i className="pi pi-check" /> : i + 1}
            </span>
            <span>{statusOf(machine, s, lang).label}</span>
          </li>
        ))}
      </ol>
      {at < 0 && <p className="muted">{statusOf(machine, status, lang).label}</p>}
    </nav>
  );
}

/** The order's log (GET logs/{id}): every step with who, when, the old and the new status. */
export function OrderLog({ order }: { order: Pick<ReassignOrder, 'id' | 'version'> }) {
  const { t } = useTranslation('reassignOrders');
  const log = useReassignOrderLogs(order.id, order.version);
  const none = t('view.none');
  return (
    <section className="reassign-section" aria-labelledby="reassign-log-title">
      <h2 id="reassign-log-title">{t('log.title')}</h2>
      {log.isError ? (
        <LoadFailed error={log.error} title={t('log.failed')} onRetry={() => void log.refetch()} />
      ) : log.isPending ? (
        <Skeleton height="6rem" />
      ) : log.data.length === 0 ? (
        <p className="muted">{t('log.empty')}</p>
      ) : (
        <div className="reassign-table-scroll">
          <table className="reassign-table" data-testid="reassign-log">
            <caption className="visually-hidden">{t('log.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('log.event')}</th>
                <th scope="col">{t('log.from')}</th>
                <th scope="col">{t('log.to')}</th>
                <th scope="col">{t('log.by')}</th>
                <th scope="col">{t('log.at')}</th>
                <th scope="col">{t('log.note')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((r: LogRow) => (
                <tr key={r.id}>
                  <td>{r.event_text}</td>
                  <td>{r.from_text ?? none}</td>
                  <td>{r.to_text}</td>
                  <td>{r.by ? <bdi dir="auto">{r.by}</bdi> : none}</td>
                  <td>
                    <bdi dir="ltr">{formatDateTime(r.at)}</bdi>
                  </td>
                  <td>{r.note ? <bdi dir="auto">{r.note}</bdi> : none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
