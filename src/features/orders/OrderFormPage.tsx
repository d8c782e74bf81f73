/**
 * /orders/create and /orders/update/{id}: the shared rules (shared/rules/orders.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputNumber } from 'primereact/inputnumber';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { OrderSchema, ORDER_TEXT_MAX, ORDER_LONG_TEXT_MAX, type OrderValues } from '../../../shared/rules/orders';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createOrder, invalidateOrders, updateOrder, useOrder, useCampsOptions, type Order, type OrderInput } from './api';

type Values = OrderValues;
const FIELDS = ['title', 'camp_id', 'number_of_hijaj', 'tent_count', 'count_day', 'planed_achive_date', 'notes'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { title: '', camp_id: null, number_of_hijaj: null, tent_count: null, count_day: null, planed_achive_date: '', notes: '' } as unknown as v.InferInput<typeof OrderSchema>;
const valuesOf = (r: Order) =>
  ({
    title: r.title ?? '',
    camp_id: r.camp_id ?? null,
    number_of_hijaj: r.number_of_hijaj ?? null,
    tent_count: r.tent_count ?? null,
    count_day: r.count_day ?? null,
    planed_achive_date: r.planed_achive_date ?? '',
    notes: r.notes ?? '',
  }) as v.InferInput<typeof OrderSchema>;

export default function OrderFormPage() {
  const { t } = useTranslation('orders');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useOrder(id);
  const form = useForm<v.InferInput<typeof OrderSchema>, unknown, Values>({ resolver: valibotResolver(OrderSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: OrderInput) => (editing ? updateOrder(id, body) : createOrder(body)),
    onSuccess: () => invalidateOrders(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as OrderInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.title }));
      void navigate('/orders');
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  const title = editing ? t('titles.edit') : t('titles.create');
  const badId = editing && !(Number.isInteger(id) && id > 0);
  if (badId || (editing && record.isError)) {
    const missing = badId || (isApiFailure(record.error) && record.error.status === 404);
    return (
      <>
        <PageHeader title={title} />
        {missing ? (
          <div className="state-panel state-error" role="alert">
            <p>{t('form.notFound')}</p>
            <Link to="/orders" className="p-button p-button-outlined">
              {t('titles.list')}
            </Link>
          </div>
        ) : (
          <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />
        )}
      </>
    );
  }
  const errors = form.formState.errors;

  return (
    <>
      <PageHeader title={editing && record.data ? `${title}: ${record.data.title}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="orders-title" label={t('fields.title')} error={errors.title?.message as string | undefined} required>
              <InputText id="orders-title" invalid={!!errors.title} aria-invalid={!!errors.title} dir="auto" maxLength={ORDER_TEXT_MAX} {...form.register('title')} />
            </Field>
            <Field id="orders-camp-id" label={t('fields.camp_id')} error={errors.camp_id?.message as string | undefined} required>
              <Controller
                name="camp_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="orders-camp-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={useCampsOptions}
                    current={record.data?.get_camp}
                    invalid={!!errors.camp_id}
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
            <Field id="orders-number-of-hijaj" label={t('fields.number_of_hijaj')} error={errors.number_of_hijaj?.message as string | undefined} required>
              <Controller
                name="number_of_hijaj"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="orders-number-of-hijaj"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.number_of_hijaj}
                  />
                )}
              />
            </Field>
            <Field id="orders-tent-count" label={t('fields.tent_count')} error={errors.tent_count?.message as string | undefined}>
              <Controller
                name="tent_count"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="orders-tent-count"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.tent_count}
                  />
                )}
              />
            </Field>
            <Field id="orders-count-day" label={t('fields.count_day')} error={errors.count_day?.message as string | undefined}>
              <Controller
                name="count_day"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="orders-count-day"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.count_day}
                  />
                )}
              />
            </Field>
            <Field id="orders-planed-achive-date" label={t('fields.planed_achive_date')} error={errors.planed_achive_date?.message as string | undefined}>
              <InputText
                id="orders-planed-achive-date"
                invalid={!!errors.planed_achive_date}
                aria-invalid={!!errors.planed_achive_date}
                type="date"
                dir="ltr"
                {...form.register('planed_achive_date')}
              />
            </Field>
            <Field id="orders-notes" label={t('fields.notes')} error={errors.notes?.message as string | undefined}>
              <InputTextarea id="orders-notes" invalid={!!errors.notes} aria-invalid={!!errors.notes} dir="auto" rows={3} autoResize maxLength={ORDER_LONG_TEXT_MAX} {...form.register('notes')} />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/orders')} />
        </div>
      </form>
    </>
  );
}
