/**
 * /vehicle-entry-permit-orders/create and /vehicle-entry-permit-orders/update/{id}: the shared rules (shared/rules/vehicleEntryPermitOrders.ts) run before
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
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  VehicleEntryPermitOrderSchema,
  VEHICLEENTRYPERMITORDER_TEXT_MAX,
  VEHICLEENTRYPERMITORDER_LONG_TEXT_MAX,
  type VehicleEntryPermitOrderValues,
} from '../../../shared/rules/vehicleEntryPermitOrders';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { FilePicker } from '../../shared/ui/FilePicker';
import { RefSelect } from '../../shared/ui/RefSelect';
import { PhoneInput } from '../../shared/ui/PhoneInput';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import {
  createVehicleEntryPermitOrder,
  invalidateVehicleEntryPermitOrders,
  updateVehicleEntryPermitOrder,
  useVehicleEntryPermitOrder,
  usePermitCampsOptions,
  type VehicleEntryPermitOrder,
  type VehicleEntryPermitOrderInput,
} from './api';

type Values = VehicleEntryPermitOrderValues;
const FIELDS = ['plate_number', 'vehicle_type', 'driver_name', 'driver_id_number', 'driver_mobile', 'camp_id', 'entry_date', 'exit_date', 'purpose', 'registration'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = {
  plate_number: '',
  vehicle_type: '',
  driver_name: '',
  driver_id_number: '',
  driver_mobile: '',
  camp_id: null,
  entry_date: '',
  exit_date: '',
  purpose: '',
  registration: undefined,
} as unknown as v.InferInput<typeof VehicleEntryPermitOrderSchema>;
const valuesOf = (r: VehicleEntryPermitOrder) =>
  ({
    plate_number: r.plate_number ?? '',
    vehicle_type: r.vehicle_type ?? '',
    driver_name: r.driver_name ?? '',
    driver_id_number: r.driver_id_number ?? '',
    driver_mobile: r.driver_mobile ?? '',
    camp_id: r.camp_id ?? null,
    entry_date: r.entry_date ?? '',
    exit_date: r.exit_date ?? '',
    purpose: r.purpose ?? '',
    registration: undefined,
  }) as v.InferInput<typeof VehicleEntryPermitOrderSchema>;

export default function VehicleEntryPermitOrderFormPage() {
  const { t } = useTranslation('vehicleEntryPermitOrders');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useVehicleEntryPermitOrder(id);
  const form = useForm<v.InferInput<typeof VehicleEntryPermitOrderSchema>, unknown, Values>({ resolver: valibotResolver(VehicleEntryPermitOrderSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: VehicleEntryPermitOrderInput) => (editing ? updateVehicleEntryPermitOrder(id, body) : createVehicleEntryPermitOrder(body)),
    onSuccess: () => invalidateVehicleEntryPermitOrders(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as VehicleEntryPermitOrderInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.plate_number }));
      void navigate('/vehicle-entry-permit-orders');
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
            <Link to="/vehicle-entry-permit-orders" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data ? `${title}: ${record.data.plate_number}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="vehicle-entry-permit-orders-plate-number" label={t('fields.plate_number')} error={errors.plate_number?.message as string | undefined} required>
              <InputText
                id="vehicle-entry-permit-orders-plate-number"
                invalid={!!errors.plate_number}
                aria-invalid={!!errors.plate_number}
                dir="auto"
                maxLength={VEHICLEENTRYPERMITORDER_TEXT_MAX}
                {...form.register('plate_number')}
              />
            </Field>
            <Field id="vehicle-entry-permit-orders-vehicle-type" label={t('fields.vehicle_type')} error={errors.vehicle_type?.message as string | undefined} required>
              <InputText
                id="vehicle-entry-permit-orders-vehicle-type"
                invalid={!!errors.vehicle_type}
                aria-invalid={!!errors.vehicle_type}
                dir="auto"
                maxLength={VEHICLEENTRYPERMITORDER_TEXT_MAX}
                {...form.register('vehicle_type')}
              />
            </Field>
            <Field id="vehicle-entry-permit-orders-driver-name" label={t('fields.driver_name')} error={errors.driver_name?.message as string | undefined} required>
              <InputText
                id="vehicle-entry-permit-orders-driver-name"
                invalid={!!errors.driver_name}
                aria-invalid={!!errors.driver_name}
                dir="auto"
                maxLength={VEHICLEENTRYPERMITORDER_TEXT_MAX}
                {...form.register('driver_name')}
              />
            </Field>
            <Field id="vehicle-entry-permit-orders-driver-id-number" label={t('fields.driver_id_number')} error={errors.driver_id_number?.message as string | undefined} required>
              <InputText
                id="vehicle-entry-permit-orders-driver-id-number"
                invalid={!!errors.driver_id_number}
                aria-invalid={!!errors.driver_id_number}
                dir="ltr"
                inputMode="numeric"
                maxLength={10}
                {...form.register('driver_id_number')}
              />
            </Field>
            <Field id="vehicle-entry-permit-orders-driver-mobile" label={t('fields.driver_mobile')} error={errors.driver_mobile?.message as string | undefined} required>
              <Controller
                name="driver_mobile"
                control={form.control}
                render={({ field }) => (
                  <PhoneInput id="vehicle-entry-permit-orders-driver-mobile" value={field.value as string} onChange={field.onChange} onBlur={field.onBlur} invalid={!!errors.driver_mobile} />
                )}
              />
            </Field>
            <Field id="vehicle-entry-permit-orders-camp-id" label={t('fields.camp_id')} error={errors.camp_id?.message as string | undefined} required>
              <Controller
                name="camp_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="vehicle-entry-permit-orders-camp-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={usePermitCampsOptions}
                    current={record.data?.get_camp}
                    invalid={!!errors.camp_id}
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
            <Field id="vehicle-entry-permit-orders-entry-date" label={t('fields.entry_date')} error={errors.entry_date?.message as string | undefined} required>
              <InputText id="vehicle-entry-permit-orders-entry-date" invalid={!!errors.entry_date} aria-invalid={!!errors.entry_date} type="date" dir="ltr" {...form.register('entry_date')} />
            </Field>
            <Field id="vehicle-entry-permit-orders-exit-date" label={t('fields.exit_date')} error={errors.exit_date?.message as string | undefined} required>
              <InputText id="vehicle-entry-permit-orders-exit-date" invalid={!!errors.exit_date} aria-invalid={!!errors.exit_date} type="date" dir="ltr" {...form.register('exit_date')} />
            </Field>
            <Field id="vehicle-entry-permit-orders-purpose" label={t('fields.purpose')} error={errors.purpose?.message as string | undefined}>
              <InputTextarea
                id="vehicle-entry-permit-orders-purpose"
                invalid={!!errors.purpose}
                aria-invalid={!!errors.purpose}
                dir="auto"
                rows={3}
                autoResize
                maxLength={VEHICLEENTRYPERMITORDER_LONG_TEXT_MAX}
                {...form.register('purpose')}
              />
            </Field>
            <Field id="vehicle-entry-permit-orders-registration" label={t('fields.registration')} error={errors.registration?.message as string | undefined}>
              <Controller
                name="registration"
                control={form.control}
                render={({ field }) => (
                  <FilePicker
                    id="vehicle-entry-permit-orders-registration"
                    accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
                    value={field.value as File | null | undefined}
                    onChange={(file) => field.onChange(file ?? undefined)}
                    existing={record.data?.registration}
                    invalid={!!errors.registration}
                  />
                )}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/vehicle-entry-permit-orders')} />
        </div>
      </form>
    </>
  );
}
