/**
 * /camps/create and /camps/update/{id}: the shared rules (shared/rules/camps.ts) run before
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
import { InputSwitch } from 'primereact/inputswitch';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CampSchema, CAMP_NAME_MAX, CAMP_NOTES_MAX, campRuleMessages, type CampValues } from '../../../shared/rules/camps';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createCamp, invalidateCamps, updateCamp, useCamp, useSquaresOptions, type Camp, type CampInput } from './api';

type Values = CampValues;
const FIELDS = ['name', 'name_en', 'square_id', 'capacity', 'area_m2', 'is_developed', 'notes'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { name: '', name_en: '', square_id: null, capacity: null, area_m2: null, is_developed: 0, notes: '' } as unknown as v.InferInput<typeof CampSchema>;
const valuesOf = (r: Camp) =>
  ({
    name: r.name ?? '',
    name_en: r.name_en ?? '',
    square_id: r.square_id ?? null,
    capacity: r.capacity ?? null,
    area_m2: r.area_m2 ?? null,
    is_developed: r.is_developed,
    notes: r.notes ?? '',
  }) as v.InferInput<typeof CampSchema>;

export default function CampFormPage() {
  const { t, i18n } = useTranslation('camps');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // this area's own rule messages (the shared catalogue's keys pass through to Field)
  const errorOf = (m: unknown) => (typeof m === 'string' ? (campRuleMessages[m]?.[lang] ?? m) : undefined);
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useCamp(id);
  const form = useForm<v.InferInput<typeof CampSchema>, unknown, Values>({ resolver: valibotResolver(CampSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: CampInput) => (editing ? updateCamp(id, body) : createCamp(body)),
    onSuccess: () => invalidateCamps(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as CampInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.name }));
      void navigate('/camps');
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
            <Link to="/camps" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data ? `${title}: ${record.data.name}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="camps-name" label={t('fields.name')} error={errorOf(errors.name?.message)} required>
              <InputText id="camps-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={CAMP_NAME_MAX} {...form.register('name')} />
            </Field>
            <Field id="camps-name-en" label={t('fields.name_en')} error={errorOf(errors.name_en?.message)} required>
              <InputText id="camps-name-en" invalid={!!errors.name_en} aria-invalid={!!errors.name_en} dir="ltr" maxLength={CAMP_NAME_MAX} {...form.register('name_en')} />
            </Field>
            <Field id="camps-square-id" label={t('fields.square_id')} error={errorOf(errors.square_id?.message)} required>
              <Controller
                name="square_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="camps-square-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={useSquaresOptions}
                    current={record.data?.get_square}
                    invalid={!!errors.square_id}
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
            <Field id="camps-capacity" label={t('fields.capacity')} error={errorOf(errors.capacity?.message)} required>
              <Controller
                name="capacity"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="camps-capacity"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.capacity}
                  />
                )}
              />
            </Field>
            <Field id="camps-area-m2" label={t('fields.area_m2')} error={errorOf(errors.area_m2?.message)}>
              <Controller
                name="area_m2"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="camps-area-m2"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.area_m2}
                  />
                )}
              />
            </Field>
            <Field id="camps-is-developed" label={t('fields.is_developed')} error={errorOf(errors.is_developed?.message)}>
              <Controller
                name="is_developed"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="camps-is-developed" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
            <Field id="camps-notes" label={t('fields.notes')} error={errorOf(errors.notes?.message)}>
              <InputTextarea id="camps-notes" invalid={!!errors.notes} aria-invalid={!!errors.notes} dir="auto" rows={3} autoResize maxLength={CAMP_NOTES_MAX} {...form.register('notes')} />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/camps')} />
        </div>
      </form>
    </>
  );
}
