/**
 * /readiness-license/create: a company requests a readiness licence for one of its delivered camps
 * and agrees to the pledge (spec 001 §5: "please select the camp", "please agree to the pledge" —
 * the machine's one rule, run here before the call and again by the server). The new licence is
 * pending with its answers not sent; its answers page opens next.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Checkbox } from 'primereact/checkbox';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Loading, LoadFailed } from '../../shared/ui/StatePanels';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { Auto } from '../../shared/ui/Bdi';
import { message } from '../../shared/i18n';
import { isApiFailure } from '../../shared/api/errors';
import { readinessCreationRule } from '../../../machines';
import { invalidateReadiness, storeLicence, useReadinessCamps, useReadinessSettings } from './api';

export default function ReadinessCreatePage() {
  const { t, i18n } = useTranslation('readinessLicence');
  const en = i18n.language === 'en';
  const navigate = useNavigate();
  const client = useQueryClient();
  const camps = useReadinessCamps();
  const settings = useReadinessSettings();
  const [camp, setCamp] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  if (camps.isPending || settings.isPending) return <Loading />;
  if (camps.isError) return <LoadFailed error={camps.error} onRetry={() => void camps.refetch()} />;

  const submit = async () => {
    const refusal = readinessCreationRule.explain?.({ event: { type: 'CREATE', assign_camp_id: camp ?? 0, is_committed: agreed ? 1 : 0 } as { type: string } }) ?? null;
    if (refusal?.field) {
      setErrors({ [refusal.field]: message(refusal.message) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await storeLicence(camp, agreed ? 1 : 0);
      notify('success', res.message);
      await invalidateReadiness(client);
      void navigate(`/readiness-license/edit/${res.data.id}`);
    } catch (e) {
      if (isApiFailure(e) && e.errors) setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0] ?? ''])));
      else notifyFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const options = (camps.data ?? []).map((c) => ({ value: c.id, label: `${c.camp_name} — ${c.square_name}` }));
  const pledge = settings.data ? (en ? settings.data.pledge_en : settings.data.pledge) : '';
  return (
    <>
      <PageHeader title={t('titles.create')} />
      <form
        className="area-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          <span>{t('create.camp')}</span>
          <Dropdown
            inputId="assign_camp_id"
            value={camp}
            options={options}
            onChange={(e) => setCamp(e.value as number)}
            placeholder={options.length ? t('create.camp') : t('create.noCamps')}
            invalid={Boolean(errors.assign_camp_id)}
            aria-describedby="assign_camp_id-error"
            data-testid="camp"
          />
          {errors.assign_camp_id && (
            <small id="assign_camp_id-error" className="p-error" role="alert">
              {errors.assign_camp_id}
            </small>
          )}
        </label>
        <section aria-labelledby="pledge-title" className="card">
          <h2 id="pledge-title">{t('titles.pledge')}</h2>
          <p style={{ whiteSpace: 'pre-wrap' }}>
            <Auto>{pledge}</Auto>
          </p>
          <Link to="/readiness-license/pladge">{t('create.readPledge')}</Link>
        </section>
        <div className="field-checkbox">
          <Checkbox inputId="is_committed" checked={agreed} onChange={(e) => setAgreed(Boolean(e.checked))} invalid={Boolean(errors.is_committed)} aria-describedby="is_committed-error" />
          <label htmlFor="is_committed">{t('create.agree')}</label>
          {errors.is_committed && (
            <small id="is_committed-error" className="p-error" role="alert">
              {errors.is_committed}
            </small>
          )}
        </div>
        <div className="form-actions">
          <Button type="submit" label={t('create.submit')} loading={busy} />
        </div>
      </form>
    </>
  );
}
