/**
 * /categories/create and /categories/update/{id}: the shared rules (shared/rules/categories.ts) run before
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
import { CategorySchema, CATEGORY_TEXT_MAX, type CategoryValues } from '../../../shared/rules/categories';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createCategory, invalidateCategories, updateCategory, useCategory, type Category, type CategoryInput } from './api';

type Values = CategoryValues;
const FIELDS = ['name', 'name_en', 'is_active'] as const;
// a new category is offered at once
const empty = { name: '', name_en: '', is_active: 1 } as v.InferInput<typeof CategorySchema>;
const valuesOf = (r: Category) => ({ name: r.name ?? '', name_en: r.name_en ?? '', is_active: r.is_active }) as v.InferInput<typeof CategorySchema>;

export default function CategoryFormPage() {
  const { t, i18n } = useTranslation('categories');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useCategory(id);
  const form = useForm<v.InferInput<typeof CategorySchema>, unknown, Values>({ resolver: valibotResolver(CategorySchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: CategoryInput) => (editing ? updateCategory(id, body) : createCategory(body)),
    onSuccess: () => invalidateCategories(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as CategoryInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: i18n.language === 'en' ? values.name_en : values.name }));
      void navigate('/categories');
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
            <Link to="/categories" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data ? `${title}: ${i18n.language === 'en' ? record.data.name_en : record.data.name}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="categories-name" label={t('fields.name')} error={errors.name?.message as string | undefined} required>
              <InputText id="categories-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={CATEGORY_TEXT_MAX} {...form.register('name')} />
            </Field>
            <Field id="categories-name-en" label={t('fields.name_en')} error={errors.name_en?.message as string | undefined} required>
              <InputText id="categories-name-en" invalid={!!errors.name_en} aria-invalid={!!errors.name_en} dir="ltr" lang="en" maxLength={CATEGORY_TEXT_MAX} {...form.register('name_en')} />
            </Field>
            <Field id="categories-is-active" label={t('fields.is_active')} hint={t('form.active')} error={errors.is_active?.message as string | undefined}>
              <Controller
                name="is_active"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="categories-is-active" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/categories')} />
        </div>
      </form>
    </>
  );
}
