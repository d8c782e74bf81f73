/**
 * /request-licenses/new and /request-licenses/update/{id}: the shared rules (shared/rules/carLicenceOrders.ts) run
 * before the call; the server's 422s land on the field of the same name. An update is the machine's UPDATE event
 * (useLifecycle: only a pending request takes it); a rejected request is not opened for update — the server's
 * 409, "You can't view or update a rejected licence request", is shown instead. After saving, the list opens
 * with a success message.
 */
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CarLicenceOrderSchema, CARLICENCEORDER_TEXT_MAX, CARLICENCEORDER_LONG_TEXT_MAX, type CarLicenceOrderValues } from '../../../shared/rules/carLicenceOrders';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { carLicenceOrderMachine } from '../../../machines';
import { partiesOf, Unopenable, unopenable } from './parts';
import { useSession } from '../../shared/auth/session';
import { carLicenceOrdersActors, createCarLicenceOrder, invalidateCarLicenceOrders, useCarLicenceOrder, type CarLicenceOrder, type CarLicenceOrderInput } from './api';

type Values = CarLicenceOrderValues;
const FIELDS = ['plate_number', 'car_type', 'driver_name', 'driver_id_number', 'notes'] as const;
const empty = { plate_number: '', car_type: '', driver_name: '', driver_id_number: '', notes: '' } as v.InferInput<typeof CarLicenceOrderSchema>;
const valuesOf = (r: CarLicenceOrder) =>
  ({ plate_number: r.plate_number ?? '', car_type: r.car_type ?? '', driver_name: r.driver_name ?? '', driver_id_number: r.driver_id_number ?? '', notes: r.notes ?? '' }) as v.InferInput<
    typeof CarLicenceOrderSchema
  >;

export default function CarLicenceOrderFormPage() {
  const { t } = useTranslation('carLicenceOrders');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useCarLicenceOrder(id);
  const form = useForm<v.InferInput<typeof CarLicenceOrderSchema>, unknown, Values>({ resolver: valibotResolver(CarLicenceOrderSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const session = useSession();
  const lifecycle = useLifecycle<CarLicenceOrder>(carLicenceOrderMachine, carLicenceOrdersActors, partiesOf(session));
  const save = useMutation({
    mutationFn: async (body: CarLicenceOrderInput): Promise<void> => {
      if (editing && record.data) await lifecycle.run(record.data, { ...body, type: 'UPDATE' });
      else await createCarLicenceOrder(body);
    },
    onSuccess: () => invalidateCarLicenceOrders(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values } as CarLicenceOrderInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.plate_number }));
      void navigate('/request-licenses');
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  const title = editing ? t('titles.edit') : t('titles.create');
  const badId = editing && !(Number.isInteger(id) && id > 0);
  if (badId || (editing && record.isError && unopenable(record.error))) return <Unopenable title={title} error={record.error} />;
  if (editing && record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  const errors = form.formState.errors;

  return (
    <>
      <PageHeader title={editing && record.data ? `${title}: ${record.data.plate_number}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="car-licence-orders-plate-number" label={t('fields.plate_number')} error={errors.plate_number?.message as string | undefined} required>
              <InputText
                id="car-licence-orders-plate-number"
                invalid={!!errors.plate_number}
                aria-invalid={!!errors.plate_number}
                dir="auto"
                maxLength={CARLICENCEORDER_TEXT_MAX}
                {...form.register('plate_number')}
              />
            </Field>
            <Field id="car-licence-orders-car-type" label={t('fields.car_type')} error={errors.car_type?.message as string | undefined} required>
              <InputText id="car-licence-orders-car-type" invalid={!!errors.car_type} aria-invalid={!!errors.car_type} dir="auto" maxLength={CARLICENCEORDER_TEXT_MAX} {...form.register('car_type')} />
            </Field>
            <Field id="car-licence-orders-driver-name" label={t('fields.driver_name')} error={errors.driver_name?.message as string | undefined} required>
              <InputText
                id="car-licence-orders-driver-name"
                invalid={!!errors.driver_name}
                aria-invalid={!!errors.driver_name}
                dir="auto"
                maxLength={CARLICENCEORDER_TEXT_MAX}
                {...form.register('driver_name')}
              />
            </Field>
            <Field id="car-licence-orders-driver-id-number" label={t('fields.driver_id_number')} hint={t('form.idHint')} error={errors.driver_id_number?.message as string | undefined} required>
              <InputText
                id="car-licence-orders-driver-id-number"
                invalid={!!errors.driver_id_number}
                aria-invalid={!!errors.driver_id_number}
                dir="ltr"
                inputMode="numeric"
                maxLength={10}
                {...form.register('driver_id_number')}
              />
            </Field>
            <Field id="car-licence-orders-notes" label={t('fields.notes')} error={errors.notes?.message as string | undefined}>
              <InputTextarea
                id="car-licence-orders-notes"
                invalid={!!errors.notes}
                aria-invalid={!!errors.notes}
                dir="auto"
                rows={3}
                autoResize
                maxLength={CARLICENCEORDER_LONG_TEXT_MAX}
                {...form.register('notes')}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/request-licenses')} />
        </div>
      </form>
    </>
  );
}
