/**
 * /assign/re-customization/{id}: a returned camp goes to another company (the assignment machine's
 * RE_CUSTOMIZE, spec 000 §2, assign-re-customization). The event runs through the machine on the
 * client first (its guards: a company is chosen, another than the current one), then the server's
 * runtime; its 422s land on the fields, any other refusal is a danger notification in the server's
 * words. An assignment that is not returned says so and offers nothing. After saving, the list
 * opens with a success message.
 */
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ReCustomizationSchema, type ReCustomizationValues } from '../../../shared/rules/assign';
import { assignmentMachine } from '../../../machines';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { refLabel } from '../../shared/lib/refs';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { ReceiverSelect, useFillReceiverCr } from './ReceiverSelect';
import { assignActors, invalidateAssign, receiverLabel, useAssignment, type Assignment } from './api';

const FIELDS = ['receiver_company_id', 'receiver_cr'] as const;
type Input = v.InferInput<typeof ReCustomizationSchema>;

export default function ReCustomizationPage() {
  const { t, i18n } = useTranslation('assign');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useAssignment(valid ? id : null);
  const lifecycle = useLifecycle<Assignment>(assignmentMachine, assignActors);
  const form = useForm<Input, unknown, ReCustomizationValues>({ resolver: valibotResolver(ReCustomizationSchema), defaultValues: { receiver_company_id: null, receiver_cr: '' } as unknown as Input });
  const companyId = useWatch({ control: form.control, name: 'receiver_company_id' }) as number | null;
  useFillReceiverCr(
    companyId,
    () => form.getValues('receiver_cr'),
    (cr) => form.setValue('receiver_cr', cr, { shouldValidate: true }),
  );

  const save = useMutation({
    mutationFn: (values: ReCustomizationValues) => lifecycle.run(record.data!, { type: 'RE_CUSTOMIZE', ...values }),
    onSuccess: () => invalidateAssign(client),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify('success', t('reCustomize.done'));
      void navigate('/assign');
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) {
        applyServerErrors(e, form.setError, FIELDS);
        notifyFailure(e);
      } else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  const title = t('titles.reCustomize');
  if (!valid || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={title} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/assign" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r = record.data;
  const errors = form.formState.errors;
  const camp = r.get_camp ? refLabel(r.get_camp, lang) : `#${r.id}`;

  return (
    <>
      <PageHeader title={`${title}: ${camp}`} />
      <dl className="record-view">
        <dt>{t('fields.camp_id')}</dt>
        <dd>
          <Link to={`/assign/${r.id}`}>
            <bdi>{camp}</bdi>
          </Link>
        </dd>
        <dt>{t('reCustomize.current')}</dt>
        <dd>
          {r.get_receiver_company ? <bdi>{receiverLabel(r.get_receiver_company)}</bdi> : t('view.none')} <bdi dir="ltr">({r.receiver_cr})</bdi>
        </dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={assignmentMachine} status={r.status} />
        </dd>
      </dl>
      {r.status !== 'returned' ? (
        <div className="state-panel" role="status">
          <p>{t('reCustomize.notReturned')}</p>
          <Link to={`/assign/${r.id}`} className="p-button p-button-outlined">
            {t('titles.view')}
          </Link>
        </div>
      ) : (
        <form className="area-form" onSubmit={(e) => void submit(e)} noValidate>
          <div className="area-fields">
            <Field id="assign-new-receiver" label={t('reCustomize.newCompany')} error={errors.receiver_company_id?.message as string | undefined} required>
              <Controller
                name="receiver_company_id"
                control={form.control}
                render={({ field }) => (
                  <ReceiverSelect
                    id="assign-new-receiver"
                    value={field.value as number | null | undefined}
                    excludeId={r.receiver_company_id}
                    onChange={field.onChange}
                    invalid={!!errors.receiver_company_id}
                  />
                )}
              />
            </Field>
            <Field id="assign-new-receiver-cr" label={t('fields.receiver_cr')} error={errors.receiver_cr?.message as string | undefined} hint={t('form.crHint')} required>
              <InputText
                id="assign-new-receiver-cr"
                invalid={!!errors.receiver_cr}
                aria-invalid={!!errors.receiver_cr}
                dir="ltr"
                inputMode="numeric"
                maxLength={10}
                {...form.register('receiver_cr')}
              />
            </Field>
          </div>
          <div className="form-actions">
            <Button type="submit" label={t('reCustomize.submit')} icon="pi pi-replay" loading={save.isPending} />
            <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate(`/assign/${r.id}`)} />
          </div>
        </form>
      )}
    </>
  );
}
