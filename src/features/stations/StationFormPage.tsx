/**
 * /stations/create and /stations/update/{id}: the shared rules (shared/rules/stations.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { StationSchema, STATION_KINDS, STATION_LOCATION_MAX, STATION_NAME_MAX, stationKindLabels, stationRuleMessages, type StationValues } from '../../../shared/rules/stations';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createStation, invalidateStations, updateStation, useStation, useSquaresOptions, type Station, type StationInput } from './api';

type Values = StationValues;
const FIELDS = ['name', 'name_en', 'kind', 'square_id', 'location'] as const;
const empty = { name: '', name_en: '', kind: '', square_id: null, location: '' } as unknown as v.InferInput<typeof StationSchema>;
const valuesOf = (r: Station) =>
  ({ name: r.name ?? '', name_en: r.name_en ?? '', kind: r.kind ?? '', square_id: r.square_id ?? null, location: r.location ?? '' }) as v.InferInput<typeof StationSchema>;

export default function StationFormPage() {
  const { t, i18n } = useTranslation('stations');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // this area's own rule messages (the shared catalogue's keys pass through to Field)
  const errorOf = (m: unknown) => (typeof m === 'string' ? (stationRuleMessages[m]?.[lang] ?? m) : undefined);
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useStation(id);
  const form = useForm<v.InferInput<typeof StationSchema>, unknown, Values>({ resolver: valibotResolver(StationSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: StationInput) => (editing ? updateStation(id, body) : createStation(body)),
    onSuccess: () => invalidateStations(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as StationInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.name }));
      void navigate('/stations');
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
            <Link to="/stations" className="p-button p-button-outlined">
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
            <Field id="stations-name" label={t('fields.name')} error={errorOf(errors.name?.message)} required>
              <InputText id="stations-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={STATION_NAME_MAX} {...form.register('name')} />
            </Field>
            <Field id="stations-name-en" label={t('fields.name_en')} error={errorOf(errors.name_en?.message)} required>
              <InputText id="stations-name-en" invalid={!!errors.name_en} aria-invalid={!!errors.name_en} dir="ltr" maxLength={STATION_NAME_MAX} {...form.register('name_en')} />
            </Field>
            <Field id="stations-kind" label={t('fields.kind')} error={errorOf(errors.kind?.message)} required>
              <Controller
                name="kind"
                control={form.control}
                render={({ field }) => (
                  <Dropdown
                    inputId="stations-kind"
                    value={field.value || null}
                    options={STATION_KINDS.map((k) => ({ value: k, label: stationKindLabels[k][lang] }))}
                    onChange={(e) => field.onChange(e.value as string)}
                    placeholder={t('form.choose')}
                    invalid={!!errors.kind}
                    aria-invalid={!!errors.kind}
                  />
                )}
              />
            </Field>
            <Field id="stations-square-id" label={t('fields.square_id')} error={errorOf(errors.square_id?.message)}>
              <Controller
                name="square_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="stations-square-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={useSquaresOptions}
                    current={record.data?.get_square}
                    invalid={!!errors.square_id}
                    clearable
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
            <Field id="stations-location" label={t('fields.location')} error={errorOf(errors.location?.message)}>
              <InputText id="stations-location" invalid={!!errors.location} aria-invalid={!!errors.location} dir="auto" maxLength={STATION_LOCATION_MAX} {...form.register('location')} />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/stations')} />
        </div>
      </form>
    </>
  );
}
