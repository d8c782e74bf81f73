/**
 * /appointments: the handover appointments, latest first — status, square, camp, company, date (with
 * its Hijri date) and whether the company missed it; search, status, missed and day filters, sort,
 * pages and export, all in the address. Row actions follow the appointment machine and the caller:
 * APPROVE, REJECT (a reason) and RESCHEDULE are offered only when the machine, in the row's status,
 * accepts them from this user (the receiving company answers, Kidana re-schedules) and run through
 * it in a mutation (its guards first, then the call); a missed appointment takes none of them and
 * says so. Deleting one not yet approved (after a confirmation) and recording an absence for a
 * passed, approved appointment are not the appointment's transitions (a row removed; the
 * assignment's RECORD_ABSENCE, which the server runs).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { RowAction } from '../../shared/ui/list/RowAction';
import { Chip } from '../../shared/ui/list/Chip';
import { statusOptions } from '../../shared/workflow/statusOptions';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import type { LifecycleEvent } from '../../../machines/core/runtime';
import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmAction, confirmDelete } from '../../shared/ui/confirm';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { hasPermission, useSession } from '../../shared/auth/session';
import { formatHijri } from '../../shared/lib/dates';
import { makkahText } from './makkah';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { appointmentMachine } from '../../../machines';
import { makkahInstant, makkahParts } from '../../../shared/rules/appointments';
import { appointmentActors, deleteAppointment, invalidateAppointments, recordAbsence, useAppointments, type Appointment, type AppointmentFilters } from './api';

const FILTERS = ['search', 'status', 'missed', 'from', 'to'] as const;

export default function AppointmentsPage() {
  const { t, i18n } = useTranslation('appointments');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: AppointmentFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(list.filters.missed === '0' || list.filters.missed === '1' ? { missed: Number(list.filters.missed) as 0 | 1 } : {}),
    ...(list.filters.from ? { from: list.filters.from } : {}),
    ...(list.filters.to ? { to: list.filters.to } : {}),
    ...(list.sortBody as Pick<AppointmentFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useAppointments(filters, list.page);
  const scheduler = hasPermission(session, 'delivery-appointment-creat-index');
  const recorder = hasPermission(session, 'absence-history');
  // the receiving company's side: a company sees only its own appointments, so it is the receiver of
  // every row it sees (the server checks it again); staff are the receiver of none
  const company = ['service_provider', 'raft_company'].includes(session?.user.type.code ?? '');
  const lifecycle = useLifecycle<Appointment>(appointmentMachine, appointmentActors, company ? ['receiver'] : []);
  // the moment the page was read: an appointment before it has passed (absence may be recorded)
  const [now] = useState(() => Date.now());
  const [dialog, setDialog] = useState<{ kind: 'reject' | 'reschedule'; row: Appointment } | null>(null);
  const [text, setText] = useState('');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      notify('success', (await work()).message);
      setDialog(null);
    } catch (e) {
      notifyFailure(e);
    } finally {
      await invalidateAppointments(client);
    }
  };
  /** An event of the appointment machine: its guards, then its actor's call; a field refusal stays in the open dialog. */
  const step = useMutation({
    mutationFn: ({ row, event }: { row: Appointment; event: LifecycleEvent }) => lifecycle.run(row, event),
    onSuccess: (_after, { event }) => {
      notify('success', t(`list.doneEvents.${event.type}`));
      setDialog(null);
    },
    onError: (e) => {
      const fields = (e as { errors?: Record<string, string[]> }).errors;
      if (fields && dialog) setError(Object.values(fields)[0]?.[0] ?? null);
      else notifyFailure(e);
    },
    onSettled: () => invalidateAppointments(client),
  });
  const send = (row: Appointment, event: LifecycleEvent) => step.mutate({ row, event });

  const open = (kind: 'reject' | 'reschedule', row: Appointment) => {
    const parts = makkahParts(row.appointment);
    setText('');
    setDay(parts.day);
    setTime(parts.time);
    setError(null);
    setDialog({ kind, row });
  };

  const actions = (r: Appointment) => {
    const passed = new Date(r.appointment).getTime() < now;
    // a missed appointment is history: the machine's notMissed guard refuses every event (the row says why)
    const accepts = new Set(r.missed ? [] : lifecycle.available(r.status));
    const busy = step.isPending && step.variables?.row.id === r.id;
    return (
      <div className="row-actions">
        {accepts.has('APPROVE') && (
          <RowAction icon="pi pi-check" label={`${t('list.approve')}: ${r.camp_name}`} tip={t('list.approve')} disabled={busy} onClick={() => send(r, { type: 'APPROVE' })} data-testid="approve" />
        )}
        {accepts.has('REJECT') && (
          <RowAction icon="pi pi-times" danger label={`${t('list.reject')}: ${r.camp_name}`} tip={t('list.reject')} disabled={busy} onClick={() => open('reject', r)} data-testid="reject" />
        )}
        {accepts.has('RESCHEDULE') && r.assignment_status === 'appointment' && (
          <RowAction icon="pi pi-calendar" label={`${t('list.reschedule')}: ${r.camp_name}`} tip={t('list.reschedule')} onClick={() => open('reschedule', r)} data-testid="reschedule" />
        )}
        {recorder && r.status === 'approved' && !r.missed && passed && r.assignment_status === 'appointment' && (
          <RowAction
            icon="pi pi-user-minus"
            danger
            label={`${t('list.absence')}: ${r.camp_name}`}
            tip={t('list.absence')}
            data-testid="absence"
            onClick={() =>
              confirmAction({
                title: t('list.absenceTitle', { company: r.company_name, name: r.camp_name }),
                text: t('list.absenceText'),
                confirm: t('list.absence'),
                danger: true,
                accept: () => void run(async () => recordAbsence(r)),
              })
            }
          />
        )}
        {scheduler && r.status !== 'approved' && !r.missed && (
          <RowAction
            icon="pi pi-trash"
            danger
            label={`${t('list.delete')}: ${r.camp_name}`}
            tip={t('list.delete')}
            data-testid="delete"
            onClick={() =>
              confirmDelete(
                async () => {
                  try {
                    return (await deleteAppointment(r.id)).message;
                  } finally {
                    await invalidateAppointments(client);
                  }
                },
                { title: t('list.deleteTitle', { name: r.camp_name }), text: t('list.deleteText') },
              )
            }
          />
        )}
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={
          scheduler ? (
            <Link to="/create-appointments" className="p-button">
              {t('list.book')}
            </Link>
          ) : undefined
        }
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(appointmentMachine, lang)} label={t('fields.status')} />
        <FilterSelect
          list={list}
          name="missed"
          options={[
            { value: '1', label: t('missed.yes') },
            { value: '0', label: t('missed.no') },
          ]}
          label={t('fields.missed')}
        />
        <label className="field">
          <span>{t('fields.from')}</span>
          <InputText type="date" dir="ltr" value={list.filters.from ?? ''} onChange={(e) => list.setFilter('from', e.target.value || undefined)} />
        </label>
        <label className="field">
          <span>{t('fields.to')}</span>
          <InputText type="date" dir="ltr" value={list.filters.to ?? ''} onChange={(e) => list.setFilter('to', e.target.value || undefined)} />
        </label>
      </SearchFilters>
      <ListToolbar list={list} name="appointments" exportPath="/general/appointments/export" exportBody={exportBody} />
      <ListTable<Appointment> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="appointment"
          sortable
          header={t('fields.appointment')}
          body={(r: Appointment) => (
            <span className="stack">
              <bdi dir="ltr">{makkahText(r.appointment)}</bdi>
              <small style={{ display: 'block' }}>{formatHijri(r.appointment, lang)}</small>
            </span>
          )}
        />
        <Column header={t('fields.square')} body={(r: Appointment) => <bdi>{r.square_name}</bdi>} />
        <Column header={t('fields.camp')} body={(r: Appointment) => <bdi>{r.camp_name}</bdi>} />
        <Column header={t('fields.company')} body={(r: Appointment) => <bdi>{r.company_name}</bdi>} />
        <Column
          field="status"
          sortable
          header={t('fields.status')}
          body={(r: Appointment) => (
            <span className="stack">
              <StatusBadge machine={appointmentMachine} status={r.status} />
              {r.missed && <Chip text={t('list.missedBadge')} tone="danger" />}
              {r.missed && <small style={{ display: 'block' }}>{t('list.missedNote')}</small>}
              {r.reject_reason && <small style={{ display: 'block' }}>{r.reject_reason}</small>}
            </span>
          )}
        />
        <Column header={t('common:table.actions')} body={actions} />
      </ListTable>
      <Dialog header={dialog?.kind === 'reject' ? t('list.rejectTitle') : t('list.rescheduleTitle')} visible={dialog !== null} onHide={() => setDialog(null)} style={{ width: 'min(32rem, 95vw)' }}>
        {dialog && (
          <form
            className="area-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setError(null);
              send(dialog.row, dialog.kind === 'reject' ? { type: 'REJECT', reject_reason: text } : { type: 'RESCHEDULE', appointment: makkahInstant(day, time) });
            }}
          >
            <p>
              <bdi>{dialog.row.camp_name}</bdi> — <bdi>{dialog.row.company_name}</bdi>
            </p>
            {dialog.kind === 'reject' ? (
              <label className="field">
                <span>{t('fields.rejectReason')}</span>
                <InputTextarea value={text} onChange={(e) => setText(e.target.value)} rows={3} invalid={Boolean(error)} aria-describedby="dialog-error" autoFocus />
              </label>
            ) : (
              <>
                <label className="field">
                  <span>{t('fields.day')}</span>
                  <InputText type="date" dir="ltr" value={day} onChange={(e) => setDay(e.target.value)} invalid={Boolean(error)} aria-describedby="dialog-error" />
                  {day && <small>{formatHijri(`${day}T12:00:00+03:00`, lang)}</small>}
                </label>
                <label className="field">
                  <span>{t('fields.time')}</span>
                  <InputText type="time" dir="ltr" value={time} onChange={(e) => setTime(e.target.value)} invalid={Boolean(error)} />
                </label>
              </>
            )}
            {error && (
              <small id="dialog-error" className="p-error" role="alert">
                {error}
              </small>
            )}
            <div className="form-actions">
              <Button type="submit" label={t('list.save')} loading={step.isPending} />
              <Button type="button" label={t('list.cancel')} outlined onClick={() => setDialog(null)} />
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
