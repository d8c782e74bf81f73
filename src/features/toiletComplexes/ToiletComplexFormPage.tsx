/**
 * /toilet-complexes/create and /toilet-complexes/update/{id}: the shared rules (shared/rules/toiletComplexes.ts) run before
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
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ToiletComplexSchema, TOILETCOMPLEX_TEXT_MAX, type ToiletComplexValues } from '../../../shared/rules/toiletComplexes';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createToiletComplex, invalidateToiletComplexes, updateToiletComplex, useToiletComplex, useCampsOptions, type ToiletComplex, type ToiletComplexInput } from './api';

type Values = ToiletComplexValues;
const FIELDS = ['label_number', 'num_of_rooms', 'camp_id', 'camp_num_of_rooms'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { label_number: '', num_of_rooms: null, camp_id: null, camp_num_of_rooms: null } as unknown as v.InferInput<typeof ToiletComplexSchema>;
const valuesOf = (r: ToiletComplex) =>
  ({ label_number: r.label_number ?? '', num_of_rooms: r.num_of_rooms ?? null, camp_id: r.camp_id ?? null, camp_num_of_rooms: r.camp_num_of_rooms ?? null }) as v.InferInput<
    typeof ToiletComplexSchema
  >;

export default function ToiletComplexFormPage() {
  const { t } = useTranslation('toiletComplexes');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useToiletComplex(id);
  const form = useForm<v.InferInput<typeof ToiletComplexSchema>, unknown, Values>({ resolver: valibotResolver(ToiletComplexSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: ToiletComplexInput) => (editing ? updateToiletComplex(id, body) : createToiletComplex(body)),
    onSuccess: () => invalidateToiletComplexes(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as ToiletComplexInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.label_number }));
      void navigate('/toilet-complexes');
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
            <Link to="/toilet-complexes" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data ? `${title}: ${record.data.label_number}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="toilet-complexes-label-number" label={t('fields.label_number')} error={errors.label_number?.message as string | undefined} required>
              <InputText
                id="toilet-complexes-label-number"
                invalid={!!errors.label_number}
                aria-invalid={!!errors.label_number}
                dir="auto"
                maxLength={TOILETCOMPLEX_TEXT_MAX}
                {...form.register('label_number')}
              />
            </Field>
            <Field id="toilet-complexes-num-of-rooms" label={t('fields.num_of_rooms')} error={errors.num_of_rooms?.message as string | undefined} required>
              <Controller
                name="num_of_rooms"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="toilet-complexes-num-of-rooms"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.num_of_rooms}
                  />
                )}
              />
            </Field>
            <Field id="toilet-complexes-camp-id" label={t('fields.camp_id')} error={errors.camp_id?.message as string | undefined}>
              <Controller
                name="camp_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="toilet-complexes-camp-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={useCampsOptions}
                    current={record.data?.get_camp}
                    invalid={!!errors.camp_id}
                    clearable
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
            <Field id="toilet-complexes-camp-num-of-rooms" label={t('fields.camp_num_of_rooms')} error={errors.camp_num_of_rooms?.message as string | undefined}>
              <Controller
                name="camp_num_of_rooms"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="toilet-complexes-camp-num-of-rooms"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.camp_num_of_rooms}
                  />
                )}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/toilet-complexes')} />
        </div>
      </form>
    </>
  );
}
