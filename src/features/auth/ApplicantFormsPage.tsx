/**
 * /register-forms and /complete-register-forms (spec 000 §2 "Registration forms,
 * only for users whose status is rejected or pending"): the applicant's own forms
 * and documents, rendered from the userAccount machine.
 *
 * - pending: UPDATE_FORMS — the applicant keeps the forms up to date (/register-forms);
 * - rejected: the reason first, then the forms to correct, sent with RESUBMIT
 *   (→ under review) (/complete-register-forms);
 * - under review: read only, until an administrator decides;
 * - active or disabled meanwhile: the applicant is told so and signs in again.
 * Each address sends the applicant to the other when their status belongs there.
 */
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { userAccountMachine } from '../../../machines/userAccount/machine';
import { todayInRiyadh } from '../../../shared/rules/registration';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { applyServerErrors } from '../../shared/lib/forms';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { confirmAction } from '../../shared/ui/confirm';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { endSession } from '../../shared/auth/signOut';
import { applicantActors, registrationKeys, useRegistrationForms, type RegistrationDocument, type RegistrationForms, type User } from './api';
import { registrationResolver, sectionOf, sections, toWire, valuesFromForms, type RegistrationValues } from './registration/model';
import { RegistrationSectionFields } from './registration/Sections';
import './registration/registration.css';

export const COMPLETE_PATH = '/complete-register-forms';
export const FORMS_PATH = '/register-forms';

export default function ApplicantFormsPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useRegistrationForms();

  const signOut = async () => {
    await endSession();
    void navigate('/login', { replace: true });
  };

  if (query.isPending) {
    return (
      <div className="applicant-forms" aria-busy="true">
        <Skeleton height="2rem" width="50%" className="mb-2" />
        <Skeleton height="4rem" className="mb-2" />
        <Skeleton height="20rem" />
      </div>
    );
  }
  if (query.isError) {
    return <LoadFailed error={query.error} title={t('forms.loadError')} onRetry={() => void query.refetch()} />;
  }

  const forms = query.data;
  const status = forms.user.status;
  const onComplete = location.pathname === COMPLETE_PATH;
  if (status === 'rejected' && !onComplete) return <Navigate to={COMPLETE_PATH} replace />;
  if ((status === 'pending' || status === 'review') && onComplete) return <Navigate to={FORMS_PATH} replace />;

  return (
    <div className="applicant-forms">
      <header className="page-header">
        <div>
          <h1>{tc(onComplete ? 'titles.completeRegisterForms' : 'titles.registerForms')}</h1>
          <p className="muted">
            <bdi>{forms.user.company_name ?? forms.user.name}</bdi> · <span dir="ltr">{forms.user.email}</span>
          </p>
        </div>
        <div className="page-actions">
          <StatusBadge machine={userAccountMachine} status={status} />
          <Button type="button" label={t('forms.logout')} icon="pi pi-sign-out" text severity="secondary" onClick={() => void signOut()} />
        </div>
      </header>
      {status === 'active' || status === 'disabled' ? (
        <div className="status-panel">
          <Message severity={status === 'active' ? 'success' : 'error'} className="w-full" content={<StatusText title={t(`forms.${status}Title`)} text={t(`forms.${status}Text`)} />} />
          {status === 'active' && <Button label={t('forms.signInAgain')} icon="pi pi-sign-in" onClick={() => void signOut()} />}
        </div>
      ) : (
        <FormsEditor key={`${forms.user.id}-${forms.user.version}`} forms={forms} />
      )}
    </div>
  );
}

function StatusText({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <strong>{title}</strong>
      <p className="status-text">{text}</p>
    </div>
  );
}

function FormsEditor({ forms }: { forms: RegistrationForms }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lifecycle = useLifecycle<User>(userAccountMachine, applicantActors, ['self']);
  const status = forms.user.status;
  const events = lifecycle.available(status);
  const event = events.includes('RESUBMIT') ? 'RESUBMIT' : events.includes('UPDATE_FORMS') ? 'UPDATE_FORMS' : null;
  const existing = useMemo(() => Object.fromEntries(forms.documents.map((d) => [d.field, d])) as Record<string, RegistrationDocument>, [forms.documents]);
  const form = useForm<RegistrationValues>({
    resolver: registrationResolver(() => ({ mode: 'update', today: todayInRiyadh(), existing: new Set(Object.keys(existing)) })),
    defaultValues: valuesFromForms(forms),
    mode: 'onTouched',
  });

  const [busy, setBusy] = useState(false);
  const send = async (values: RegistrationValues) => {
    if (!event) return;
    setBusy(true);
    try {
      await lifecycle.run(forms.user, { type: event, forms: { ...toWire(values, 'update'), version: forms.user.version } });
      notify('success', t(event === 'RESUBMIT' ? 'forms.resubmitted' : 'forms.saved'), { life: 4000 });
      await queryClient.invalidateQueries({ queryKey: registrationKeys.forms });
      if (event === 'RESUBMIT') void navigate(FORMS_PATH, { replace: true });
    } catch (e) {
      if (!applyServerErrors(e, form.setError)) notifyFailure(e);
      // someone else changed the account meanwhile (e.g. an administrator decided): show what is true now
      if (isApiFailure(e) && e.status === 409) await queryClient.invalidateQueries({ queryKey: registrationKeys.forms });
    } finally {
      setBusy(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (event !== 'RESUBMIT') return send(values);
    // resubmitting hands the forms over for review: ask first
    confirmAction({ title: t('forms.confirmResubmitTitle'), text: t('forms.confirmResubmitText'), confirm: t('forms.confirmResubmit'), accept: () => void send(values) });
  });

  const errored = new Set(Object.keys(form.formState.errors).map(sectionOf));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('forms.documents')}>
      {status === 'rejected' && (
        <div className="rejection" role="region" aria-labelledby="rejection-title">
          <h2 id="rejection-title">
            <i className="pi pi-times-circle" aria-hidden /> {t('forms.rejectedTitle')}
          </h2>
          <p className="rejection-label">{t('forms.reasonLabel')}</p>
          <blockquote className="rejection-reason" dir="auto">
            {forms.user.reject_reason}
          </blockquote>
          <p className="muted">{t('forms.rejectedText')}</p>
        </div>
      )}
      {status === 'pending' && <Message severity="info" className="w-full status-message" content={<StatusText title={t('forms.pendingTitle')} text={t('forms.pendingText')} />} />}
      {status === 'review' && <Message severity="warn" className="w-full status-message" content={<StatusText title={t('forms.reviewTitle')} text={t('forms.reviewText')} />} />}

      {sections.map((s) => (
        <fieldset key={s} className={`forms-section${errored.has(s) ? ' has-errors' : ''}`} disabled={!event}>
          <legend>{t(`sections.${s}`)}</legend>
          <p className="muted step-hint">{t(`sections.${s}Hint`)}</p>
          <RegistrationSectionFields section={s} form={form} mode="update" existing={existing} disabled={!event} />
        </fieldset>
      ))}

      {event && (
        <div className="forms-actions">
          <Button
            type="submit"
            label={t(event === 'RESUBMIT' ? 'forms.resubmit' : 'forms.save')}
            icon={event === 'RESUBMIT' ? 'pi pi-send' : 'pi pi-save'}
            loading={busy || form.formState.isSubmitting}
          />
        </div>
      )}
    </form>
  );
}
