/**
 * /plots/create and /plots/update/{id}: the shared rules (shared/rules/plots.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputSwitch } from 'primereact/inputswitch';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { PlotSchema, PLOT_TEXT_MAX, type PlotValues } from '../../../shared/rules/plots';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createPlot, invalidatePlots, updatePlot, usePlot, useCampsOptions, type Plot, type PlotInput } from './api';

type Values = PlotValues;
const FIELDS = ['plot_number', 'camp_id', 'color', 'located_in_gov_area', 'is_developed', 'developed_name', 'gate', 'street'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { plot_number: '', camp_id: null, color: '', located_in_gov_area: 0, is_developed: 0, developed_name: '', gate: '', street: '' } as unknown as v.InferInput<typeof PlotSchema>;
const valuesOf = (r: Plot) =>
  ({
    plot_number: r.plot_number ?? '',
    camp_id: r.camp_id ?? null,
    color: r.color ?? '',
    located_in_gov_area: r.located_in_gov_area,
    is_developed: r.is_developed,
    developed_name: r.developed_name ?? '',
    gate: r.gate ?? '',
    street: r.street ?? '',
  }) as v.InferInput<typeof PlotSchema>;

export default function PlotFormPage() {
  const { t } = useTranslation('plots');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = usePlot(id);
  const form = useForm<v.InferInput<typeof PlotSchema>, unknown, Values>({ resolver: valibotResolver(PlotSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: PlotInput) => (editing ? updatePlot(id, body) : createPlot(body)),
    onSuccess: () => invalidatePlots(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as PlotInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.plot_number }));
      void navigate('/plots');
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
            <Link to="/plots" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data ? `${title}: ${record.data.plot_number}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="plots-plot-number" label={t('fields.plot_number')} error={errors.plot_number?.message as string | undefined} required>
              <InputText id="plots-plot-number" invalid={!!errors.plot_number} aria-invalid={!!errors.plot_number} dir="auto" maxLength={PLOT_TEXT_MAX} {...form.register('plot_number')} />
            </Field>
            <Field id="plots-camp-id" label={t('fields.camp_id')} error={errors.camp_id?.message as string | undefined} required>
              <Controller
                name="camp_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="plots-camp-id"
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
            <Field id="plots-color" label={t('fields.color')} error={errors.color?.message as string | undefined}>
              <InputText id="plots-color" invalid={!!errors.color} aria-invalid={!!errors.color} dir="auto" maxLength={PLOT_TEXT_MAX} {...form.register('color')} />
            </Field>
            <Field id="plots-located-in-gov-area" label={t('fields.located_in_gov_area')} error={errors.located_in_gov_area?.message as string | undefined}>
              <Controller
                name="located_in_gov_area"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="plots-located-in-gov-area" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
            <Field id="plots-is-developed" label={t('fields.is_developed')} error={errors.is_developed?.message as string | undefined}>
              <Controller
                name="is_developed"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="plots-is-developed" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
            <Field id="plots-developed-name" label={t('fields.developed_name')} error={errors.developed_name?.message as string | undefined}>
              <InputText id="plots-developed-name" invalid={!!errors.developed_name} aria-invalid={!!errors.developed_name} dir="auto" maxLength={PLOT_TEXT_MAX} {...form.register('developed_name')} />
            </Field>
            <Field id="plots-gate" label={t('fields.gate')} error={errors.gate?.message as string | undefined}>
              <InputText id="plots-gate" invalid={!!errors.gate} aria-invalid={!!errors.gate} dir="auto" maxLength={PLOT_TEXT_MAX} {...form.register('gate')} />
            </Field>
            <Field id="plots-street" label={t('fields.street')} error={errors.street?.message as string | undefined}>
              <InputText id="plots-street" invalid={!!errors.street} aria-invalid={!!errors.street} dir="auto" maxLength={PLOT_TEXT_MAX} {...form.register('street')} />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/plots')} />
        </div>
      </form>
    </>
  );
}
