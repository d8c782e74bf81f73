/**
 * /washrooms/create and /washrooms/update/{id}: the shared rules (shared/rules/washrooms.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { WashroomSchema, WASHROOM_TEXT_MAX, type WashroomValues } from '../../../shared/rules/washrooms';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createWashroom, invalidateWashrooms, updateWashroom, useWashroom, useCampsOptions, type Washroom, type WashroomInput } from './api';

type Values = WashroomValues;
const FIELDS = [
  'wc_number',
  'camp_id',
  'wc_category',
  'portable_wc_count',
  'toilets_count',
  'seated_toilets_count',
  'urinal_tapes_count',
  'showers_count',
  'internal_water_tapes_count',
  'external_water_tapes_count',
  'total_water_tapes_count',
  'upper_water_tank',
] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = {
  wc_number: '',
  camp_id: null,
  wc_category: '',
  portable_wc_count: null,
  toilets_count: null,
  seated_toilets_count: null,
  urinal_tapes_count: null,
  showers_count: null,
  internal_water_tapes_count: null,
  external_water_tapes_count: null,
  total_water_tapes_count: null,
  upper_water_tank: 0,
} as unknown as v.InferInput<typeof WashroomSchema>;
const valuesOf = (r: Washroom) =>
  ({
    wc_number: r.wc_number ?? '',
    camp_id: r.camp_id ?? null,
    wc_category: r.wc_category ?? '',
    portable_wc_count: r.portable_wc_count ?? null,
    toilets_count: r.toilets_count ?? null,
    seated_toilets_count: r.seated_toilets_count ?? null,
    urinal_tapes_count: r.urinal_tapes_count ?? null,
    showers_count: r.showers_count ?? null,
    internal_water_tapes_count: r.internal_water_tapes_count ?? null,
    external_water_tapes_count: r.external_water_tapes_count ?? null,
    total_water_tapes_count: r.total_water_tapes_count ?? null,
    upper_water_tank: r.upper_water_tank,
  }) as v.InferInput<typeof WashroomSchema>;

export default function WashroomFormPage() {
  const { t } = useTranslation('washrooms');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useWashroom(id);
  const form = useForm<v.InferInput<typeof WashroomSchema>, unknown, Values>({ resolver: valibotResolver(WashroomSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: WashroomInput) => (editing ? updateWashroom(id, body) : createWashroom(body)),
    onSuccess: () => invalidateWashrooms(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as WashroomInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.wc_number }));
      void navigate('/washrooms');
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
            <Link to="/washrooms" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data ? `${title}: ${record.data.wc_number}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="washrooms-wc-number" label={t('fields.wc_number')} error={errors.wc_number?.message as string | undefined} required>
              <InputText id="washrooms-wc-number" invalid={!!errors.wc_number} aria-invalid={!!errors.wc_number} dir="auto" maxLength={WASHROOM_TEXT_MAX} {...form.register('wc_number')} />
            </Field>
            <Field id="washrooms-camp-id" label={t('fields.camp_id')} error={errors.camp_id?.message as string | undefined} required>
              <Controller
                name="camp_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="washrooms-camp-id"
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
            <Field id="washrooms-wc-category" label={t('fields.wc_category')} error={errors.wc_category?.message as string | undefined}>
              <InputText id="washrooms-wc-category" invalid={!!errors.wc_category} aria-invalid={!!errors.wc_category} dir="auto" maxLength={WASHROOM_TEXT_MAX} {...form.register('wc_category')} />
            </Field>
            <Field id="washrooms-portable-wc-count" label={t('fields.portable_wc_count')} error={errors.portable_wc_count?.message as string | undefined}>
              <Controller
                name="portable_wc_count"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="washrooms-portable-wc-count"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.portable_wc_count}
                  />
                )}
              />
            </Field>
            <Field id="washrooms-toilets-count" label={t('fields.toilets_count')} error={errors.toilets_count?.message as string | undefined}>
              <Controller
                name="toilets_count"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="washrooms-toilets-count"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.toilets_count}
                  />
                )}
              />
            </Field>
            <Field id="washrooms-seated-toilets-count" label={t('fields.seated_toilets_count')} error={errors.seated_toilets_count?.message as string | undefined}>
              <Controller
                name="seated_toilets_count"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="washrooms-seated-toilets-count"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.seated_toilets_count}
                  />
                )}
              />
            </Field>
            <Field id="washrooms-urinal-tapes-count" label={t('fields.urinal_tapes_count')} error={errors.urinal_tapes_count?.message as string | undefined}>
              <Controller
                name="urinal_tapes_count"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="washrooms-urinal-tapes-count"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.urinal_tapes_count}
                  />
                )}
              />
            </Field>
            <Field id="washrooms-showers-count" label={t('fields.showers_count')} error={errors.showers_count?.message as string | undefined}>
              <Controller
                name="showers_count"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="washrooms-showers-count"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.showers_count}
                  />
                )}
              />
            </Field>
            <Field id="washrooms-internal-water-tapes-count" label={t('fields.internal_water_tapes_count')} error={errors.internal_water_tapes_count?.message as string | undefined}>
              <Controller
                name="internal_water_tapes_count"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="washrooms-internal-water-tapes-count"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.internal_water_tapes_count}
                  />
                )}
              />
            </Field>
            <Field id="washrooms-external-water-tapes-count" label={t('fields.external_water_tapes_count')} error={errors.external_water_tapes_count?.message as string | undefined}>
              <Controller
                name="external_water_tapes_count"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="washrooms-external-water-tapes-count"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.external_water_tapes_count}
                  />
                )}
              />
            </Field>
            <Field id="washrooms-total-water-tapes-count" label={t('fields.total_water_tapes_count')} error={errors.total_water_tapes_count?.message as string | undefined}>
              <Controller
                name="total_water_tapes_count"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="washrooms-total-water-tapes-count"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.total_water_tapes_count}
                  />
                )}
              />
            </Field>
            <Field id="washrooms-upper-water-tank" label={t('fields.upper_water_tank')} error={errors.upper_water_tank?.message as string | undefined}>
              <Controller
                name="upper_water_tank"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="washrooms-upper-water-tank" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/washrooms')} />
        </div>
      </form>
    </>
  );
}
