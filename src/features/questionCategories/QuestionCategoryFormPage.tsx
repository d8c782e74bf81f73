/**
 * /question-category/create and /question-category/update/{id}: the shared rules (shared/rules/questionCategories.ts)
 * run before the call — with "specific users" on, at least one user ('الرجاء تحديد مستخدمين'); off, at least one
 * account type ('الرجاء تحديد أنواع مستخدمين'); only the list that applies is shown. The server's 422s land on the
 * field of the same name; a change someone else made meanwhile is a 409, said plainly. After saving, the list
 * opens with a success message.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputSwitch } from 'primereact/inputswitch';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { QuestionCategorySchema, QUESTIONCATEGORY_TEXT_MAX, type QuestionCategoryValues } from '../../../shared/rules/questionCategories';
import { accountTypes } from '../../../shared/accountTypes';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { message } from '../../shared/i18n';
import {
  createQuestionCategory,
  invalidateQuestionCategories,
  searchCategoryUsers,
  updateQuestionCategory,
  useQuestionCategory,
  userName,
  type QuestionCategory,
  type QuestionCategoryInput,
  type QuestionCategoryUser,
} from './api';
import './questionCategories.css';

type Input = v.InferInput<typeof QuestionCategorySchema>;
const FIELDS = ['name', 'name_en', 'all_users', 'users', 'types'] as const;
const empty: Input = { name: '', name_en: '', all_users: 0, users: [], types: [] };
const valuesOf = (r: QuestionCategory): Input => ({ name: r.name, name_en: r.name_en, all_users: r.all_users, users: r.users.map((u) => u.id), types: r.types.map((x) => x.id) });

export default function QuestionCategoryFormPage() {
  const { t, i18n } = useTranslation('questionCategories');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useQuestionCategory(id);
  // criteriaMode 'all': the resolver then checks the whole form at once, so the audience rule shows with the names' errors
  const form = useForm<Input, unknown, QuestionCategoryValues>({ resolver: valibotResolver(QuestionCategorySchema), defaultValues: empty, criteriaMode: 'all' });
  // the chosen users as the picker shows them (the form keeps their ids)
  const [picked, setPicked] = useState<QuestionCategoryUser[]>([]);
  const chosen = [...picked, ...(record.data?.users ?? []).filter((u) => !picked.some((p) => p.id === u.id))];
  const [suggestions, setSuggestions] = useState<QuestionCategoryUser[]>([]);
  const allUsers = useWatch({ control: form.control, name: 'all_users' }) === 1;

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: QuestionCategoryInput) => (editing ? updateQuestionCategory(id, body) : createQuestionCategory(body)),
    onSuccess: () => invalidateQuestionCategories(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body: QuestionCategoryInput = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) };
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.name }));
      void navigate('/question-category');
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  const complete = (query: string) => {
    searchCategoryUsers(query)
      .then(setSuggestions)
      .catch((e: unknown) => {
        setSuggestions([]);
        notifyFailure(e);
      });
  };

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
            <Link to="/question-category" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data ? `${title}: ${lang === 'en' ? record.data.name_en : record.data.name}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="question-categories-name" label={t('fields.name')} error={errors.name?.message} required>
              <InputText id="question-categories-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={QUESTIONCATEGORY_TEXT_MAX} {...form.register('name')} />
            </Field>
            <Field id="question-categories-name-en" label={t('fields.name_en')} error={errors.name_en?.message} required>
              <InputText id="question-categories-name-en" invalid={!!errors.name_en} aria-invalid={!!errors.name_en} dir="ltr" maxLength={QUESTIONCATEGORY_TEXT_MAX} {...form.register('name_en')} />
            </Field>
            <Field id="question-categories-all-users" label={t('fields.all_users')} hint={t(allUsers ? 'form.allUsersOn' : 'form.allUsersOff')}>
              <Controller
                name="all_users"
                control={form.control}
                render={({ field }) => (
                  <InputSwitch
                    inputId="question-categories-all-users"
                    checked={field.value === 1}
                    onChange={(e) => {
                      field.onChange(e.value ? 1 : 0);
                      form.clearErrors(['users', 'types']);
                    }}
                  />
                )}
              />
            </Field>
            {allUsers ? (
              <Field id="question-categories-users" label={t('fields.users')} error={errors.users?.message ?? errors.users?.root?.message} required>
                <Controller
                  name="users"
                  control={form.control}
                  render={({ field }) => (
                    <AutoComplete
                      inputId="question-categories-users"
                      multiple
                      value={chosen.filter((u) => (field.value ?? []).includes(u.id))}
                      suggestions={suggestions.filter((s) => !(field.value ?? []).includes(s.id))}
                      completeMethod={(e) => complete(e.query)}
                      field="name"
                      selectedItemTemplate={(u: QuestionCategoryUser) => <bdi>{userName(u)}</bdi>}
                      itemTemplate={(u: QuestionCategoryUser) => (
                        <span className="qc-user-option">
                          <bdi>{userName(u)}</bdi>
                          <small className="muted">
                            {accountTypes.find((x) => x.id === u.type_id)?.label[lang]} · <span dir="ltr">{u.email}</span>
                          </small>
                        </span>
                      )}
                      onChange={(e) => {
                        const next = ((e.value as unknown[]) ?? []).filter((x): x is QuestionCategoryUser => !!x && typeof x === 'object');
                        setPicked((old) => [...next, ...old.filter((o) => !next.some((n) => n.id === o.id))]);
                        field.onChange(next.map((u) => u.id));
                      }}
                      placeholder={(field.value ?? []).length ? undefined : t('form.usersPlaceholder')}
                      emptyMessage={t('form.noUsers')}
                      showEmptyMessage
                      dropdown
                      delay={250}
                      className="w-full"
                      invalid={!!errors.users}
                    />
                  )}
                />
              </Field>
            ) : (
              <fieldset className="qc-types" aria-invalid={!!errors.types} aria-describedby={errors.types ? 'question-categories-types-error' : undefined}>
                <legend>
                  {t('fields.types')}
                  <span className="required" aria-hidden>
                    {' '}
                    *
                  </span>
                </legend>
                <Controller
                  name="types"
                  control={form.control}
                  render={({ field }) => {
                    const value = field.value ?? [];
                    return (
                      <div className="qc-type-list" data-testid="question-category-types">
                        {accountTypes.map((type) => (
                          <label key={type.id} className="qc-type">
                            <input type="checkbox" checked={value.includes(type.id)} onChange={(e) => field.onChange(e.target.checked ? [...value, type.id] : value.filter((x) => x !== type.id))} />
                            <span>{type.label[lang]}</span>
                          </label>
                        ))}
                      </div>
                    );
                  }}
                />
                {errors.types?.message && (
                  <small className="p-error" id="question-categories-types-error" role="alert">
                    {message(errors.types.message)}
                  </small>
                )}
              </fieldset>
            )}
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/question-category')} />
        </div>
      </form>
    </>
  );
}
