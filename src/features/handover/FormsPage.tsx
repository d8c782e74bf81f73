/**
 * appointments/{id}/form (spec 000 §2; appointment-form-view): the handover forms of an appointment,
 * each answered or not with its signers' signatures, and the actions the caller may take now —
 * answer, edit, sign, view — the unavailable ones disabled with the reason beside them.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { assignmentMachine, appointmentMachine } from '../../../machines';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { isApiFailure } from '../../shared/api/errors';
import { useSession } from '../../shared/auth/session';
import { useAppointmentForms } from './api';
import './handover.css';
import { dateTime, offers, type Offer } from './shared';

function Action({ offer, to, label, id }: { offer: Offer; to: string; label: string; id: string }) {
  if (offer.allowed)
    return (
      <Link to={to} className="p-button p-button-sm p-button-outlined">
        {label}
      </Link>
    );
  return (
    <span className="handover-unavailable">
      <span className="p-button p-button-sm p-button-outlined p-disabled" aria-disabled="true" aria-describedby={id}>
        {label}
      </span>
      <small id={id} className="field-hint">
        {offer.reason}
      </small>
    </span>
  );
}

export default function FormsPage() {
  const { t, i18n } = useTranslation('handover');
  const id = Number(useParams().id);
  const session = useSession();
  const q = useAppointmentForms(Number.isInteger(id) && id > 0 ? id : null);
  const title = t('titles.forms');
  if (q.isError && isApiFailure(q.error) && q.error.status === 404)
    return (
      <>
        <PageHeader title={title} />
        <div className="state-panel state-error" role="alert">
          <p>{t('forms.notFound')}</p>
          <Link to="/appointments" className="p-button p-button-outlined">
            {t('fields.appointment')}
          </Link>
        </div>
      </>
    );
  if (q.isError) return <LoadFailed error={q.error} title={t('forms.loadFailed')} onRetry={() => void q.refetch()} />;
  if (q.isPending) return <Skeleton height="12rem" />;
  const d = q.data;
  return (
    <>
      <PageHeader title={`${title}: ${d.camp_name}`} />
      <dl className="record-view">
        <dt>{t('fields.appointment')}</dt>
        <dd>
          <bdi>{dateTime(d.appointment, i18n.language)}</bdi>
        </dd>
        <dt>{t('fields.appointmentStatus')}</dt>
        <dd>
          <StatusBadge machine={appointmentMachine} status={d.appointment_status} />
        </dd>
        <dt>{t('fields.assignmentStatus')}</dt>
        <dd>
          <StatusBadge machine={assignmentMachine} status={d.assignment_status} />
        </dd>
        <dt>{t('fields.contract')}</dt>
        <dd>
          <Tag value={t(`contract.${d.contract_status === 'signed' ? 'signed' : 'unsigned'}`)} severity={d.contract_status === 'signed' ? 'success' : 'warning'} />
        </dd>
      </dl>
      {d.forms.length === 0 ? (
        <div className="state-panel" role="status">
          <p>{t('forms.empty')}</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="simple-table">
            <thead>
              <tr>
                <th scope="col">{t('fields.form')}</th>
                <th scope="col">{t('fields.answered')}</th>
                <th scope="col">{t('fields.signatures')}</th>
                <th scope="col">{t('fields.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {d.forms.map((f) => {
                const o = offers(d, f, session, t);
                const base = `/appointments/${d.appointment_id}/form/${f.id}`;
                return (
                  <tr key={f.id}>
                    <td>
                      <bdi>{f.name}</bdi>
                    </td>
                    <td>
                      <Tag value={f.answered ? t('forms.answered') : t('forms.notAnswered')} severity={f.answered ? 'success' : 'secondary'} />
                    </td>
                    <td>
                      {f.signatures.length === 0
                        ? f.signers.map((s) => (i18n.language === 'en' ? s.name_en : s.name)).join('، ')
                        : f.signatures.map((s) => (
                            <div key={s.id}>
                              <bdi>{s.type_name}</bdi>: <Tag value={s.status === 'signed' ? t('contract.signed') : t('contract.unsigned')} severity={s.status === 'signed' ? 'success' : 'warning'} />
                            </div>
                          ))}
                    </td>
                    <td className="handover-actions">
                      <Action offer={o.answer} to={base} label={t('forms.answer')} id={`answer-${f.id}-why`} />
                      <Action offer={o.edit} to={`${base}/edit`} label={t('forms.edit')} id={`edit-${f.id}-why`} />
                      <Action offer={o.sign} to={`${base}/signature`} label={t('forms.sign')} id={`sign-${f.id}-why`} />
                      <Action offer={f.answered ? o.view : { allowed: false, reason: t('forms.notAnsweredYet') }} to={`${base}/view`} label={t('forms.view')} id={`view-${f.id}-why`} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
