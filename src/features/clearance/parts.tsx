/**
 * What the clearance screens share: the company's derived clearance status as a tag (cleared, rejected, in
 * progress — never the colour alone), the votes count, the voter's reject dialog (a reason is required: the
 * machine's own rule, the same on the server) and the desk's "start a clearance" dialog.
 */
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { accountTypes, isStaffType } from '../../../shared/accountTypes';
import { applyServerErrors } from '../../shared/lib/forms';
import { notifyFailure } from '../../shared/ui/notify';
import { Field } from '../../shared/ui/Field';
import { useUsersOfType, type Clearance, type CompanyClearanceStatus } from './api';
import './clearance.css';

const TONE: Record<CompanyClearanceStatus, { severity: 'success' | 'danger' | 'warning'; icon: string }> = {
  accept: { severity: 'success', icon: 'pi pi-check-circle' },
  reject: { severity: 'danger', icon: 'pi pi-exclamation-circle' },
  pending: { severity: 'warning', icon: 'pi pi-clock' },
};

/** The company's clearance status (derived from the votes on the server). */
export function CompanyStatus({ status }: { status: CompanyClearanceStatus }) {
  const { t } = useTranslation('clearance');
  const tone = TONE[status];
  return <Tag value={t(`status.${status}`)} severity={tone.severity} icon={tone.icon} rounded data-status={status} className="status-badge" data-testid="company-clearance-status" />;
}

export function VotesCount({ clearance }: { clearance: Pick<Clearance, 'votes_accepted' | 'votes_total'> }) {
  const { t } = useTranslation('clearance');
  return <span>{t('list.votesOf', { accepted: clearance.votes_accepted, total: clearance.votes_total })}</span>;
}

/** A name as the pickers show it: the company's name, else the person's. */
export const displayName = (u: { name: string; company_name: string | null }) => u.company_name || u.name;

const RejectSchema = v.object({ reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'clearance:vote.reasonRequired'), v.maxLength(2000)) });

export function RejectDialog({ name, open, onClose, onSubmit }: { name: string; open: boolean; onClose: () => void; onSubmit: (values: { reason: string }) => Promise<unknown> }) {
  const { t } = useTranslation('clearance');
  return (
    <Dialog header={t('vote.rejectTitle', { name })} visible={open} onHide={onClose} style={{ width: 'min(32rem, 95vw)' }} modal>
      {open && <RejectForm onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function RejectForm({ onClose, onSubmit }: { onClose: () => void; onSubmit: (values: { reason: string }) => Promise<unknown> }) {
  const { t } = useTranslation('clearance');
  const form = useForm<{ reason: string }>({ resolver: valibotResolver(RejectSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['reason'])) notifyFailure(e);
    }
  });
  const error = form.formState.errors.reason?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field id="clearance-reject-reason" label={t('fields.reason')} error={error ? t(error.replace(/^clearance:/, ''), { defaultValue: error }) : undefined} required>
        <InputTextarea id="clearance-reject-reason" rows={4} autoResize dir="auto" className="w-full" {...form.register('reason')} invalid={!!error} aria-invalid={!!error} />
      </Field>
      <div className="dialog-actions">
        <Button type="button" label={t('vote.cancel')} text onClick={onClose} />
        <Button type="submit" label={t('vote.submit')} icon="pi pi-times" severity="danger" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}

// the account types a company to clear may be (not the authority's own), and a voter's default: Kidana
const COMPANY_TYPES = accountTypes.filter((x) => !isStaffType(x.code));
const KDANA_TYPE = accountTypes.find((x) => x.code === 'kdana')!.id;
const SERVICE_PROVIDER_TYPE = accountTypes.find((x) => x.code === 'service_provider')!.id;

interface Picked {
  id: number;
  name: string;
}
type StartValues = { company_id: number | null; voters: Picked[] };

const StartSchema = v.object({
  company_id: v.pipe(
    v.nullable(v.number()),
    v.check((x) => x !== null, 'start.companyRequired'),
  ),
  voters: v.pipe(v.array(v.object({ id: v.number(), name: v.string() })), v.minLength(1, 'start.votersRequired')),
});

/**
 * The desk's "start a clearance": the company (by account type, then the account) and its voters (by account type,
 * from GET general/reassign_form/get-user-of-type/{type_id}; the chosen ones are kept across types).
 */
export function StartDialog({ open, onClose, onSubmit }: { open: boolean; onClose: () => void; onSubmit: (values: { company_id: number; voter_ids: number[]; name: string }) => Promise<unknown> }) {
  const { t } = useTranslation('clearance');
  return (
    <Dialog header={t('start.title')} visible={open} onHide={onClose} style={{ width: 'min(36rem, 95vw)' }} modal>
      {open && <StartForm onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function StartForm({ onClose, onSubmit }: { onClose: () => void; onSubmit: (values: { company_id: number; voter_ids: number[]; name: string }) => Promise<unknown> }) {
  const { t, i18n } = useTranslation('clearance');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const [companyType, setCompanyType] = useState<number>(SERVICE_PROVIDER_TYPE);
  const [voterType, setVoterType] = useState<number>(KDANA_TYPE);
  const companies = useUsersOfType(companyType);
  const voters = useUsersOfType(voterType);
  const form = useForm<StartValues>({ resolver: valibotResolver(StartSchema) as never, defaultValues: { company_id: null, voters: [] } });
  const chosen = useWatch({ control: form.control, name: 'voters' });
  const companyId = useWatch({ control: form.control, name: 'company_id' });
  const typeOptions = (list: typeof accountTypes | typeof COMPANY_TYPES) => list.map((x) => ({ value: x.id, label: x.label[lang] }));
  const submit = form.handleSubmit(async (values) => {
    const company = companies.data?.find((c) => c.id === values.company_id);
    try {
      await onSubmit({ company_id: values.company_id!, voter_ids: values.voters.map((x) => x.id), name: company ? displayName(company) : '' });
    } catch (e) {
      if (!applyServerErrors(e, (field, error) => form.setError(field === 'voter_ids' ? 'voters' : (field as 'company_id'), error), ['company_id', 'voter_ids'])) notifyFailure(e);
    }
  });
  const errorText = (m: string | undefined) => (m ? t(m, { defaultValue: m }) : undefined);
  const votersHere = (voters.data ?? []).filter((u) => u.id !== companyId).map((u) => ({ value: u.id, label: displayName(u) }));
  const chosenHere = chosen.filter((c) => votersHere.some((o) => o.value === c.id)).map((c) => c.id);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="clearance-form">
      <Field id="clearance-company-type" label={t('fields.companyType')}>
        <Dropdown
          inputId="clearance-company-type"
          pt={{ trigger: { 'aria-label': t('fields.companyType') } }}
          value={companyType}
          options={typeOptions(COMPANY_TYPES)}
          onChange={(e) => {
            setCompanyType(e.value as number);
            form.setValue('company_id', null);
          }}
          className="w-full"
        />
      </Field>
      <Field id="clearance-company" label={t('fields.company')} error={errorText(form.formState.errors.company_id?.message)} required>
        <Controller
          control={form.control}
          name="company_id"
          render={({ field, fieldState }) => (
            <Dropdown
              inputId="clearance-company"
              pt={{ trigger: { 'aria-label': t('fields.company') } }}
              value={field.value}
              options={(companies.data ?? []).map((u) => ({ value: u.id, label: displayName(u) }))}
              onChange={(e) => field.onChange(e.value as number)}
              filter
              placeholder={companies.isFetching ? t('start.loadingUsers') : t('start.pickCompany')}
              emptyMessage={t('view.none')}
              invalid={!!fieldState.error}
              className="w-full"
            />
          )}
        />
      </Field>
      <Field id="clearance-voter-type" label={t('fields.voterType')}>
        <Dropdown
          inputId="clearance-voter-type"
          pt={{ trigger: { 'aria-label': t('fields.voterType') } }}
          value={voterType}
          options={typeOptions(accountTypes)}
          onChange={(e) => setVoterType(e.value as number)}
          className="w-full"
        />
      </Field>
      <Field id="clearance-voters" label={t('fields.voters')} error={errorText(form.formState.errors.voters?.message ?? form.formState.errors.voters?.root?.message)} required>
        <MultiSelect
          inputId="clearance-voters"
          value={chosenHere}
          options={votersHere}
          onChange={(e) => {
            const here = new Set(votersHere.map((o) => o.value));
            const picked = (e.value as number[]).map((id) => ({ id, name: votersHere.find((o) => o.value === id)?.label ?? String(id) }));
            form.setValue('voters', [...chosen.filter((c) => !here.has(c.id)), ...picked], { shouldValidate: form.formState.isSubmitted });
          }}
          filter
          display="comma"
          placeholder={voters.isFetching ? t('start.loadingUsers') : t('start.pickVoters')}
          invalid={!!form.formState.errors.voters}
          className="w-full"
        />
      </Field>
      <div className="clearance-chosen" aria-live="polite">
        <strong>{t('start.chosen')}</strong>
        {chosen.length === 0 ? (
          <p className="muted">{t('start.none')}</p>
        ) : (
          <ul>
            {chosen.map((c) => (
              <li key={c.id}>
                <bdi>{c.name}</bdi>
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  size="small"
                  aria-label={t('start.remove', { name: c.name })}
                  onClick={() =>
                    form.setValue(
                      'voters',
                      chosen.filter((x) => x.id !== c.id),
                      { shouldValidate: form.formState.isSubmitted },
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="dialog-actions">
        <Button type="button" label={t('start.cancel')} text onClick={onClose} />
        <Button type="submit" label={t('start.submit')} icon="pi pi-play" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
