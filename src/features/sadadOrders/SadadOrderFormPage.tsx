/**
 * /sadad/create: staff issue a SADAD order to a company — the company, what it is for, the amount in riyals
 * (typed as text and read exactly: shared/money.ts) and the due date. The shared rules
 * (shared/rules/sadadOrders.ts) run before the call; the server's 422s land on the field of the same name.
 * After issuing, the order's details open with its SADAD bill number.
 */
import { useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { PAYMENT_TEXT_MAX, SadadOrderSchema, type SadadOrderValues } from '../../../shared/rules/sadadOrders';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createSadadOrder, invalidateSadadOrders, useSadadOrderForm, type SadadOrderInput } from './api';

type Input = v.InferInput<typeof SadadOrderSchema>;
const FIELDS = ['company_id', 'description', 'amount', 'due_date'] as const;
// a required choice starts empty (null), which its rule refuses until one is given
const empty = { company_id: null, description: '', amount: '', due_date: '' } as unknown as Input;

export default function SadadOrderFormPage() {
  const { t } = useTranslation('sadadOrders');
  const navigate = useNavigate();
  const client = useQueryClient();
  const choices = useSadadOrderForm();
  const form = useForm<Input, unknown, SadadOrderValues>({ resolver: valibotResolver(SadadOrderSchema), defaultValues: empty });
  const save = useMutation({ mutationFn: (body: SadadOrderInput) => createSadadOrder(body), onSuccess: () => invalidateSadadOrders(client) });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await save.mutateAsync(values as SadadOrderInput);
      notify('success', t('form.created', { bill: data.bill_number ?? data.id }));
      void navigate(`/sadad/details/${data.id}`);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });
  const errors = form.formState.errors;
  if (choices.isError) return <LoadFailed error={choices.error} title={t('form.choicesFailed')} onRetry={() => void choices.refetch()} />;

  return (
    <>
      <PageHeader title={t('titles.create')} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="area-fields">
          <Field id="sadad-company" label={t('fields.company_id')} error={errors.company_id?.message} required>
            <Controller
              name="company_id"
              control={form.control}
              render={({ field }) => (
                <Dropdown
                  inputId="sadad-company"
                  value={field.value ?? null}
                  onChange={(e) => field.onChange(e.value as number)}
                  onBlur={field.onBlur}
                  options={choices.data?.companies ?? []}
                  optionLabel="name"
                  optionValue="id"
                  filter
                  placeholder={t('form.chooseCompany')}
                  emptyFilterMessage={t('form.noOptions')}
                  loading={choices.isPending}
                  invalid={!!errors.company_id}
                  aria-invalid={!!errors.company_id}
                  className="w-full"
                />
              )}
            />
          </Field>
          <Field id="sadad-description" label={t('fields.description')} error={errors.description?.message} required>
            <InputText id="sadad-description" dir="auto" maxLength={PAYMENT_TEXT_MAX} invalid={!!errors.description} aria-invalid={!!errors.description} {...form.register('description')} />
          </Field>
          <Field id="sadad-amount" label={t('fields.amount')} hint={t('form.amountHint')} error={errors.amount?.message} required>
            <InputText id="sadad-amount" inputMode="decimal" dir="ltr" autoComplete="off" invalid={!!errors.amount} aria-invalid={!!errors.amount} {...form.register('amount')} />
          </Field>
          <Field id="sadad-due-date" label={t('fields.due_date')} error={errors.due_date?.message} required>
            <InputText id="sadad-due-date" type="date" dir="ltr" invalid={!!errors.due_date} aria-invalid={!!errors.due_date} {...form.register('due_date')} />
          </Field>
        </div>
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/sadad')} />
        </div>
      </form>
    </>
  );
}
