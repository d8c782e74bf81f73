/**
 * /readiness-license/pladge: the pledge a company agrees to (the readiness settings); the
 * administrator edits it there with the validity periods offered (cms/web-settings/update/1).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputText } from 'primereact/inputtext';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Loading, LoadFailed } from '../../shared/ui/StatePanels';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { Auto } from '../../shared/ui/Bdi';
import { useSession } from '../../shared/auth/session';
import { invalidateReadiness, updateSettings, useReadinessSettings } from './api';

export default function ReadinessPledgePage() {
  const { t, i18n } = useTranslation('readinessLicence');
  const en = i18n.language === 'en';
  const session = useSession();
  const client = useQueryClient();
  const settings = useReadinessSettings();
  const [draft, setDraft] = useState<{ pledge: string; pledge_en: string; periods: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />;
  const s = settings.data;
  const admin = session?.user.type.code === 'admin';
  const form = draft ?? { pledge: s.pledge, pledge_en: s.pledge_en, periods: s.validity_periods.join(', ') };

  const save = async () => {
    setBusy(true);
    try {
      const periods = form.periods
        .split(/[,،\s]+/)
        .filter(Boolean)
        .map(Number);
      notify('success', (await updateSettings({ pledge: form.pledge, pledge_en: form.pledge_en, validity_periods: periods })).message);
      setDraft(null);
      await invalidateReadiness(client);
    } catch (e) {
      notifyFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t('titles.pledge')} />
      <section className="card">
        <p style={{ whiteSpace: 'pre-wrap' }} data-testid="pledge">
          <Auto>{en ? s.pledge_en : s.pledge}</Auto>
        </p>
      </section>
      {admin && (
        <form
          className="area-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <h2>{t('settings.title')}</h2>
          <label className="field">
            <span>{t('fields.pledge')}</span>
            <InputTextarea value={form.pledge} rows={5} dir="rtl" onChange={(e) => setDraft({ ...form, pledge: e.target.value })} />
          </label>
          <label className="field">
            <span>{t('fields.pledgeEn')}</span>
            <InputTextarea value={form.pledge_en} rows={5} dir="ltr" onChange={(e) => setDraft({ ...form, pledge_en: e.target.value })} />
          </label>
          <label className="field">
            <span>{t('fields.periods')}</span>
            <InputText value={form.periods} dir="ltr" onChange={(e) => setDraft({ ...form, periods: e.target.value })} />
          </label>
          <div className="form-actions">
            <Button type="submit" label={t('settings.save')} loading={busy} />
          </div>
        </form>
      )}
    </>
  );
}
