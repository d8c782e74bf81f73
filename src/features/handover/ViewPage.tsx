/**
 * appointments/{id}/form/{form}/view (spec 000 §2; delivery-view): the answered handover form,
 * read-only and printable (handover.css: the portal's frame hidden on paper), in the reader's
 * language with the other language's titles beside them: the questions (grouped by category when the
 * form is categorised) with their answers, and each signer with who signed, when, and the signature.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { assignmentMachine } from '../../../machines';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { StoredImage } from '../../shared/ui/StoredFile';
import { isApiFailure } from '../../shared/api/errors';
import { useAppointmentForms, useHandoverView, type HandoverQuestion } from './api';
import { dateTime } from './shared';

export default function ViewPage() {
  const { t, i18n } = useTranslation('handover');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const appointmentId = Number(params.id);
  const forms = useAppointmentForms(appointmentId);
  const view = useHandoverView(forms.data?.assign_camp_id ?? null, Number(params.form));
  if (forms.isError || view.isError) {
    const error = forms.error ?? view.error;
    if (isApiFailure(error) && error.status === 404)
      return (
        <div className="state-panel state-error" role="alert">
          <p>{t('forms.notFound')}</p>
        </div>
      );
    return <LoadFailed error={error} onRetry={() => void (forms.isError ? forms.refetch() : view.refetch())} />;
  }
  if (forms.isPending || view.isPending) return <Skeleton height="16rem" />;
  const d = view.data;
  const answerText = (q: HandoverQuestion) => {
    if (q.answer === null || q.answer === '') return t('view.none');
    if (q.type === 'yes_no') return q.answer === 'yes' ? t('answer.yes') : t('answer.no');
    if (q.type === 'choice') {
      const o = q.options.find((x) => String(x.id) === q.answer);
      return o ? (lang === 'en' ? o.name_en : o.name) : q.answer;
    }
    return q.answer;
  };
  const other = lang === 'en' ? 'ar' : 'en';
  const categories = d.form.withCategory ? [...new Map(d.questions.map((q) => [q.category?.id ?? 0, q.category])).values()] : [null];
  return (
    <article className="handover-print">
      <PageHeader
        title={lang === 'en' ? d.form.name_en : d.form.name}
        subtitle={`${forms.data.camp_name} — ${dateTime(forms.data.appointment, i18n.language)}`}
        actions={<Button type="button" label={t('view.print')} icon="pi pi-print" outlined onClick={() => window.print()} className="no-print" />}
      />
      <p lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'} className="handover-other-title">
        {other === 'en' ? d.form.name_en : d.form.name}
      </p>
      <dl className="record-view">
        <dt>{t('fields.assignmentStatus')}</dt>
        <dd>
          <StatusBadge machine={assignmentMachine} status={d.assignment_status} />
        </dd>
        <dt>{t('fields.contract')}</dt>
        <dd>
          <Tag value={t(`contract.${d.contract_status === 'signed' ? 'signed' : 'unsigned'}`)} severity={d.contract_status === 'signed' ? 'success' : 'warning'} />
        </dd>
      </dl>
      {(lang === 'en' ? d.form.body_en : d.form.body) && <p className="handover-body">{lang === 'en' ? d.form.body_en : d.form.body}</p>}
      {!d.answered ? (
        <p role="status">{t('view.notAnswered')}</p>
      ) : (
        categories.map((c) => (
          <section key={c?.id ?? 0} aria-labelledby={c ? `cat-${c.id}` : undefined}>
            {c && <h2 id={`cat-${c.id}`}>{lang === 'en' ? c.name_en : c.name}</h2>}
            <table className="simple-table">
              <thead>
                <tr>
                  <th scope="col">{t('view.question')}</th>
                  <th scope="col">{t('view.answer')}</th>
                </tr>
              </thead>
              <tbody>
                {d.questions
                  .filter((q) => !d.form.withCategory || (q.category?.id ?? 0) === (c?.id ?? 0))
                  .map((q) => (
                    <tr key={q.question_id}>
                      <td>
                        <bdi>{lang === 'en' ? q.title_en : q.title}</bdi>
                        <br />
                        <small lang={other}>
                          <bdi>{other === 'en' ? q.title_en : q.title}</bdi>
                        </small>
                      </td>
                      <td>
                        <bdi>{answerText(q)}</bdi>
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </section>
        ))
      )}
      <section aria-labelledby="handover-signatures">
        <h2 id="handover-signatures">{t('fields.signatures')}</h2>
        <div className="handover-signatures">
          {d.signatures.map((s) => (
            <figure key={s.id} className="handover-signature">
              <figcaption>
                <strong>
                  <bdi>{s.type_name}</bdi>
                </strong>
                <br />
                {s.status === 'signed' ? (
                  <>
                    {t('view.signedBy')} <bdi>{s.signed_by_name}</bdi> {t('view.signedAt')} <bdi>{dateTime(s.signed_at, i18n.language)}</bdi>
                  </>
                ) : (
                  t('view.unsigned')
                )}
              </figcaption>
              {s.signature && <StoredImage url={s.signature.url} alt={t('view.signatureOf', { name: s.signed_by_name ?? s.type_name })} className="handover-signature-image" />}
            </figure>
          ))}
        </div>
      </section>
      <p className="no-print">
        <Link to={`/appointments/${appointmentId}/form`}>{t('titles.forms')}</Link>
      </p>
    </article>
  );
}
