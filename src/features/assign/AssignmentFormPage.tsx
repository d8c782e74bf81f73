/**
 * /assign/create and /assign/update/{id}: assign a camp of a square to a receiving company. The
 * shared rules (shared/rules/assign.ts) run before the call; the server's 422s land on the field of
 * the same name. A failure with no field of the form (a camp already assigned: 409, a change someone
 * else made meanwhile, anything else) is a danger notification with the server's words (spec 000
 * §8). The camps offered are the chosen square's; choosing a camp fills in its square, choosing a
 * company its CR. After saving, the list opens with a success message.
 */
import { useCallback, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { AssignmentSchema, type AssignmentValues } from '../../../shared/rules/assign';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { FilePicker } from '../../shared/ui/FilePicker';
import { RefSelect } from '../../shared/ui/RefSelect';
import { refLabel } from '../../shared/lib/refs';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { ReceiverSelect, useFillReceiverCr } from './ReceiverSelect';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import {
  createAssignment,
  invalidateAssign,
  updateAssignment,
  useAssignment,
  useCampsOptions,
  useSquaresOptions,
  useCountriesOptions,
  type Assignment,
  type AssignmentInput,
  useCampSquare,
} from './api';

type Values = AssignmentValues;
const FIELDS = ['camp_id', 'square_id', 'country_id', 'receiver_company_id', 'receiver_cr', 'kroky', 'assign_file'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { camp_id: null, square_id: null, country_id: null, receiver_company_id: null, receiver_cr: '', kroky: undefined, assign_file: undefined } as unknown as v.InferInput<
  typeof AssignmentSchema
>;
const valuesOf = (r: Assignment) =>
  ({
    camp_id: r.camp_id,
    square_id: r.square_id,
    country_id: r.country_id,
    receiver_company_id: r.receiver_company_id,
    receiver_cr: r.receiver_cr,
    kroky: undefined,
    assign_file: undefined,
  }) as v.InferInput<typeof AssignmentSchema>;

export default function AssignmentFormPage() {
  const { t, i18n } = useTranslation('assign');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useAssignment(id);
  const form = useForm<v.InferInput<typeof AssignmentSchema>, unknown, Values>({ resolver: valibotResolver(AssignmentSchema), defaultValues: empty });
  const squareId = useWatch({ control: form.control, name: 'square_id' }) as number | null;
  const campId = useWatch({ control: form.control, name: 'camp_id' }) as number | null;
  const companyId = useWatch({ control: form.control, name: 'receiver_company_id' }) as number | null;
  // choosing a camp fills in its square
  const campSquare = useCampSquare(campId);
  useEffect(() => {
    if (campSquare.data && campSquare.data !== form.getValues('square_id')) form.setValue('square_id', campSquare.data, { shouldValidate: true });
  }, [campSquare.data, form]);
  useFillReceiverCr(
    companyId,
    () => form.getValues('receiver_cr'),
    (cr) => form.setValue('receiver_cr', cr, { shouldValidate: true }),
  );
  const useCamps = useCallback(
    // eslint-disable-next-line react-hooks/rules-of-hooks -- RefSelect calls this as its options hook, once per render
    (search: string) => useCampsOptions(search, squareId),
    [squareId],
  );
  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: AssignmentInput) => (editing ? updateAssignment(id, body) : createAssignment(body)),
    onSuccess: () => invalidateAssign(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as AssignmentInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created'));
      void navigate('/assign');
    } catch (e) {
      // a refusal in words (409) is said aloud even when it also names a field
      if (isApiFailure(e) && e.status === 409) {
        applyServerErrors(e, form.setError, FIELDS);
        notifyFailure(e);
      } else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
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
            <Link to="/assign" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data?.get_camp ? `${title}: ${refLabel(record.data.get_camp, lang)}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="assign-square-id" label={t('fields.square_id')} error={errors.square_id?.message as string | undefined} required>
              <Controller
                name="square_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="assign-square-id"
                    value={field.value as number | null | undefined}
                    onChange={(next) => {
                      field.onChange(next);
                      // a camp of another square no longer fits
                      if (next !== null && campSquare.data && campSquare.data !== next) form.setValue('camp_id', null as unknown as number);
                    }}
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
            <Field id="assign-camp-id" label={t('fields.camp_id')} error={errors.camp_id?.message as string | undefined} hint={squareId ? undefined : t('form.campHint')} required>
              <Controller
                name="camp_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="assign-camp-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={useCamps}
                    current={record.data?.get_camp}
                    invalid={!!errors.camp_id}
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
            <Field id="assign-country-id" label={t('fields.country_id')} error={errors.country_id?.message as string | undefined} required>
              <Controller
                name="country_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="assign-country-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={useCountriesOptions}
                    current={record.data?.get_country}
                    invalid={!!errors.country_id}
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
            <Field id="assign-receiver-company-id" label={t('fields.receiver_company_id')} error={errors.receiver_company_id?.message as string | undefined} required>
              <Controller
                name="receiver_company_id"
                control={form.control}
                render={({ field }) => (
                  <ReceiverSelect
                    id="assign-receiver-company-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    current={record.data?.get_receiver_company}
                    invalid={!!errors.receiver_company_id}
                  />
                )}
              />
            </Field>
            <Field id="assign-receiver-cr" label={t('fields.receiver_cr')} error={errors.receiver_cr?.message as string | undefined} hint={t('form.crHint')} required>
              <InputText id="assign-receiver-cr" invalid={!!errors.receiver_cr} aria-invalid={!!errors.receiver_cr} dir="ltr" inputMode="numeric" maxLength={10} {...form.register('receiver_cr')} />
            </Field>
            <Field id="assign-kroky" label={t('fields.kroky')} error={errors.kroky?.message as string | undefined}>
              <Controller
                name="kroky"
                control={form.control}
                render={({ field }) => (
                  <FilePicker
                    id="assign-kroky"
                    accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
                    value={field.value as File | null | undefined}
                    onChange={(file) => field.onChange(file ?? undefined)}
                    existing={record.data?.get_kroky}
                    invalid={!!errors.kroky}
                  />
                )}
              />
            </Field>
            <Field id="assign-assign-file" label={t('fields.assign_file')} error={errors.assign_file?.message as string | undefined}>
              <Controller
                name="assign_file"
                control={form.control}
                render={({ field }) => (
                  <FilePicker
                    id="assign-assign-file"
                    accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
                    value={field.value as File | null | undefined}
                    onChange={(file) => field.onChange(file ?? undefined)}
                    existing={record.data?.get_assign_file}
                    invalid={!!errors.assign_file}
                  />
                )}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/assign')} />
        </div>
      </form>
    </>
  );
}
