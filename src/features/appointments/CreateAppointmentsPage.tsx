/**
 * /create-appointments: book handover appointments for assignments awaiting one. Choose a square (each
 * shows how many assignments wait), tick one or more of its assignments (status pending), the day (its
 * Hijri date beside it) and the first time: the chosen assignments are booked at successive slots,
 * every `interval` minutes. The day's booked slots in the square are listed, and a chosen slot that is
 * taken is marked before booking; the server has the last word (422 on a clash, shown per camp).
 * After booking, the list of appointments with a success message.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader';
import { notify } from '../../shared/ui/notify';
import { formatHijri } from '../../shared/lib/dates';
import { makkahInstant, makkahParts } from '../../../shared/rules/appointments';
import { bookAppointment, invalidateAppointments, useAssignable } from './api';

const INTERVALS = [15, 30, 45, 60];

/** The slot `n` steps of `minutes` after `time` (HH:mm), within the day. */
function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export default function CreateAppointmentsPage() {
  const { t, i18n } = useTranslation('appointments');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const client = useQueryClient();
  const [square, setSquare] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('09:00');
  const [interval, setInterval] = useState(30);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const data = useAssignable(square, day || null);

  const squares = data.data?.squares ?? [];
  const assignments = square ? (data.data?.assignments ?? []) : [];
  const booked = square && day ? (data.data?.booked ?? []) : [];
  const takenTimes = new Set(booked.map((b) => makkahParts(b.appointment).time));
  const plan = chosen.map((id, i) => ({ id, time: addMinutes(time, i * interval), camp: assignments.find((a) => a.id === id)?.camp_name ?? String(id) }));

  const submit = async () => {
    if (!chosen.length || !day || !time) {
      setErrors([t('create.pickOne')]);
      return;
    }
    setBusy(true);
    const failed: string[] = [];
    let done = 0;
    for (const slot of plan) {
      try {
        await bookAppointment(slot.id, makkahInstant(day, slot.time));
        done++;
      } catch (e) {
        const err = e as { message?: string; errors?: Record<string, string[]> };
        failed.push(t('create.failed', { name: slot.camp, reason: Object.values(err.errors ?? {})[0]?.[0] ?? err.message ?? '' }));
      }
    }
    await invalidateAppointments(client);
    setBusy(false);
    setChosen([]);
    setErrors(failed);
    if (done) notify('success', t('create.success', { count: done }));
    if (!failed.length) void navigate('/appointments');
  };

  return (
    <>
      <PageHeader title={t('titles.create')} />
      <p>{t('create.intro')}</p>
      <form
        className="area-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          <span>{t('fields.square')}</span>
          <Dropdown
            value={square}
            options={squares.map((s) => ({ value: s.id, label: `${s.code} — ${s.name} (${t('create.waiting', { count: s.waiting })})` }))}
            onChange={(e) => {
              setSquare(e.value as number);
              setChosen([]);
            }}
            placeholder={t('create.chooseSquare')}
            filter
            aria-label={t('fields.square')}
            data-testid="square"
          />
        </label>
        {square && (
          <fieldset className="field">
            <legend>{t('create.assignments')}</legend>
            {assignments.length === 0 && <p>{t('create.noAssignments')}</p>}
            {assignments.map((a) => (
              <div key={a.id} className="check-row">
                <Checkbox inputId={`assign-${a.id}`} checked={chosen.includes(a.id)} onChange={(e) => setChosen((c) => (e.checked ? [...c, a.id] : c.filter((x) => x !== a.id)))} />
                <label htmlFor={`assign-${a.id}`}>
                  <bdi>{a.camp_name}</bdi> — <bdi>{a.company_name}</bdi>
                </label>
              </div>
            ))}
          </fieldset>
        )}
        <label className="field">
          <span>{t('fields.day')}</span>
          <InputText type="date" dir="ltr" value={day} onChange={(e) => setDay(e.target.value)} data-testid="day" />
          {day && (
            <small>
              {t('create.hijri')}: {formatHijri(`${day}T12:00:00+03:00`, lang)}
            </small>
          )}
        </label>
        <label className="field">
          <span>{t('fields.time')}</span>
          <InputText type="time" dir="ltr" value={time} onChange={(e) => setTime(e.target.value)} data-testid="time" />
        </label>
        <label className="field">
          <span>
            {t('fields.every')} ({t('fields.minutes')})
          </span>
          <Dropdown value={interval} options={INTERVALS.map((m) => ({ value: m, label: String(m) }))} onChange={(e) => setInterval(e.value as number)} ariaLabel={t('fields.every')} />
        </label>
        {plan.length > 0 && day && (
          <ul aria-label={t('fields.appointment')}>
            {plan.map((p) => (
              <li key={p.id}>
                <bdi dir="ltr">{p.time}</bdi> — <bdi>{p.camp}</bdi> {takenTimes.has(p.time) && <strong className="p-error">({t('create.clash')})</strong>}
              </li>
            ))}
          </ul>
        )}
        {square && day && (
          <section aria-label={t('create.booked')}>
            <h2>{t('create.booked')}</h2>
            {booked.length === 0 ? (
              <p>{t('create.noBooked')}</p>
            ) : (
              <ul>
                {booked.map((b) => (
                  <li key={b.id}>
                    <bdi dir="ltr">{makkahParts(b.appointment).time}</bdi> — <bdi>{b.camp_name}</bdi>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {errors.map((e) => (
          <p key={e} className="p-error" role="alert">
            {e}
          </p>
        ))}
        <div className="form-actions">
          <Button type="submit" label={t('create.submit', { count: chosen.length })} loading={busy} disabled={!chosen.length} data-testid="book" />
          <Button type="button" label={t('list.cancel')} outlined onClick={() => void navigate('/appointments')} />
        </div>
      </form>
    </>
  );
}
