/**
 * appointments/{id}/form/{form}/signature and appointments/{id}/signature (spec 000 §2; delivery-sign):
 * the caller signs the answered handover form with the signature their profile keeps (shown), or is
 * sent to /profile to add one first. Without a form in the path, the appointment's answered form
 * awaiting the caller's signature is signed. When the last signer signs, the camp is received.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { StoredImage } from '../../shared/ui/StoredFile';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { useSession } from '../../shared/auth/session';
import { invalidateHandover, signForm, useAppointmentForms, useMySignature } from './api';
import './handover.css';
import { offers } from './shared';

export default function SignaturePage() {
  const { t, i18n } = useTranslation('handover');
  const params = useParams();
  const appointmentId = Number(params.id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const forms = useAppointmentForms(appointmentId);
  const profile = useMySignature();
  const [saving, setSaving] = useState(false);
  const title = t('titles.signature');
  if (forms.isError) return <LoadFailed error={forms.error} title={t('forms.loadFailed')} onRetry={() => void forms.refetch()} />;
  if (profile.isError) return <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  if (forms.isPending || profile.isPending) return <Skeleton height="12rem" />;
  const d = forms.data;
  const form = params.form ? d.forms.find((f) => f.id === Number(params.form)) : d.forms.find((f) => offers(d, f, session, t).sign.allowed);
  const offer = form ? offers(d, form, session, t).sign : { allowed: false, reason: t('sign.nothing') };
  const signature = profile.data;
  const back = `/appointments/${appointmentId}/form`;

  const sign = async () => {
    if (!form) return;
    setSaving(true);
    try {
      const res = await signForm(d.assign_camp_id, form.id);
      await invalidateHandover(client);
      notify('success', res.data.assignment_status === 'deliverd' ? t('sign.delivered') : t('sign.signed'));
      void navigate(back);
    } catch (e) {
      notifyFailure(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={form ? `${title}: ${form.name}` : title} subtitle={d.camp_name} />
      {!offer.allowed ? (
        <div className="state-panel" role="status">
          <p>{offer.reason}</p>
          <Link to={back} className="p-button p-button-outlined">
            {t('titles.forms')}
          </Link>
        </div>
      ) : !signature ? (
        <div className="state-panel" role="status">
          <p>{t('sign.noSignature')}</p>
          <Link to="/profile" className="p-button">
            {t('sign.toProfile')}
          </Link>
        </div>
      ) : (
        <section className="handover-sign">
          <h2>{t('sign.yourSignature')}</h2>
          <StoredImage url={signature} alt={t('view.signatureOf', { name: session?.user.name ?? '' })} className="handover-signature-image" />
          <div className="form-actions">
            <Button type="button" label={t('sign.submit')} icon="pi pi-pen-to-square" loading={saving} onClick={() => void sign()} />
            <Link to={form ? `${back}/${form.id}/view` : back} className="p-button p-button-outlined" lang={i18n.language}>
              {t('forms.view')}
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
