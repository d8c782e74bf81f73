/**
 * /squares/create and /squares/update/{id} (spec 000 §2; the fields are ours: see
 * server/features/squares/table.ts): the shared rules (shared/rules/squares.ts) run before
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
import { SquareSchema, SQUARE_AREA_MAX, SQUARE_CODE_MAX, SQUARE_NAME_MAX, SQUARE_NOTES_MAX, squareRuleMessages, type SquareValues } from '../../../shared/rules/squares';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createSquare, invalidateSquares, updateSquare, useSquare, type Square, type SquareInput } from './api';

type Values = SquareValues;
const FIELDS = ['name', 'name_en', 'code', 'area_m2', 'notes'] as const;
const empty = { name: '', name_en: '', code: '', area_m2: null, notes: '' } as v.InferInput<typeof SquareSchema>;
const valuesOf = (r: Square) => ({ name: r.name ?? '', name_en: r.name_en ?? '', code: r.code ?? '', area_m2: r.area_m2 ?? null, notes: r.notes ?? '' }) as v.InferInput<typeof SquareSchema>;

export default function SquareFormPage() {
  const { t, i18n } = useTranslation('squares');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // this area's own rule messages (the shared catalogue's keys pass through to Field)
  const errorOf = (m: unknown) => (typeof m === 'string' ? (squareRuleMessages[m]?.[lang] ?? m) : undefined);
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useSquare(id);
  const form = useForm<v.InferInput<typeof SquareSchema>, unknown, Values>({ resolver: valibotResolver(SquareSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: SquareInput) => (editing ? updateSquare(id, body) : createSquare(body)),
    onSuccess: () => invalidateSquares(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as SquareInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.name }));
      void navigate('/squares');
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
            <Link to="/squares" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data ? t('form.editNamed', { name: record.data.name }) : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="squares-name" label={t('fields.name')} error={errorOf(errors.name?.message)} required>
              <InputText id="squares-name" className="w-full" invalid={!!errors.name} dir="auto" maxLength={SQUARE_NAME_MAX} {...form.register('name')} />
            </Field>
            <Field id="squares-name-en" label={t('fields.name_en')} error={errorOf(errors.name_en?.message)} required>
              <InputText id="squares-name-en" className="w-full" invalid={!!errors.name_en} dir="ltr" maxLength={SQUARE_NAME_MAX} {...form.register('name_en')} />
            </Field>
            <Field id="squares-code" label={t('fields.code')} hint={t('form.codeHint')} error={errorOf(errors.code?.message)} required>
              <InputText id="squares-code" className="w-full" invalid={!!errors.code} dir="ltr" autoComplete="off" autoCapitalize="characters" maxLength={SQUARE_CODE_MAX} {...form.register('code')} />
            </Field>
            <Field id="squares-area-m2" label={t('fields.area_m2')} error={errorOf(errors.area_m2?.message)}>
              <Controller
                name="area_m2"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="squares-area-m2"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    min={1}
                    max={SQUARE_AREA_MAX}
                    locale="en"
                    className="w-full"
                    invalid={!!errors.area_m2}
                  />
                )}
              />
            </Field>
            <Field id="squares-notes" label={t('fields.notes')} hint={t('form.notesHint')} error={errorOf(errors.notes?.message)}>
              <InputTextarea id="squares-notes" className="w-full" invalid={!!errors.notes} dir="auto" rows={3} autoResize maxLength={SQUARE_NOTES_MAX} {...form.register('notes')} />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/squares')} />
        </div>
      </form>
    </>
  );
}
