/**
 * /create-user and /users/update/{id}: the account form (spec 000 §5's rules, run
 * before sending and again by the API, whose 422s land on the same fields). A new
 * account is created active with its roles; with a main user chosen it is that
 * company's sub-employee. Editing never changes the status — that is the
 * lifecycle's — and asks for roles only once the account has been activated.
 * Both return to the users list with the server's success message.
 */
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { accountTypes } from '../../../shared/accountTypes';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { createUser, searchMainUsers, storeUser, updateUser, useUser, invalidateUsers, type User, type UserDetail } from './api';
import { emptyUserForm, userFormFields, userFormSchema, type UserFormValues } from './schema';
import { AccountFields, PasswordFields, RolesField } from './AccountFields';
import { ACTIVATED_STATUSES } from './status';
import { LoadFailed, Loading } from '../../shared/ui/StatePanels';
import { Note } from './Note';
import './users.css';

type ParentOption = NonNullable<UserFormValues['parent']>;
const toParent = (u: User): ParentOption => ({ id: u.id, name: u.name, company_name: u.company_name ?? null, type_id: u.type_id });

const valuesOf = (u: UserDetail): UserFormValues => ({
  name: u.name,
  username: u.username ?? '',
  email: u.email,
  phone: u.phone ?? '',
  company_name: u.company_name ?? '',
  type_id: u.type_id,
  parent: null,
  roles: u.roles.map((r) => r.id),
  password: '',
  password_confirmation: '',
});

export default function UserFormPage() {
  const { id } = useParams();
  const userId = id ? Number(id) : undefined;
  const existing = useUser(userId ?? 0);
  if (userId !== undefined && !Number.isInteger(userId)) return <Navigate to="/404" replace />;
  if (userId === undefined) return <UserForm />;
  if (existing.isPending) return <Loading />;
  if (existing.isError) return <LoadFailed error={existing.error} onRetry={() => void existing.refetch()} />;
  return <UserForm key={existing.data.id} user={existing.data} />;
}

function UserForm({ user }: { user?: UserDetail }) {
  const { t, i18n } = useTranslation('users');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const client = useQueryClient();
  const mode = user ? 'update' : 'create';
  const withRoles = !user || ACTIVATED_STATUSES.includes(user.status);
  const schema = useMemo(() => userFormSchema(mode, withRoles), [mode, withRoles]);
  // every rule runs at once (criteriaMode all), so a mismatched confirmation shows with the other mistakes
  const form = useForm<UserFormValues>({ resolver: valibotResolver(schema), defaultValues: user ? valuesOf(user) : emptyUserForm, criteriaMode: 'all' });
  const { errors, isSubmitting } = form.formState;
  const [suggestions, setSuggestions] = useState<ParentOption[]>([]);
  const parent = useWatch({ control: form.control, name: 'parent' });
  const typeId = useWatch({ control: form.control, name: 'type_id' });
  // the roles offered are those for the account's type (the server refuses any other)
  const typeCode = accountTypes.find((x) => x.id === typeId)?.code;

  // an employee is of its main user's type and company
  useEffect(() => {
    if (!parent) return;
    form.setValue('type_id', parent.type_id);
    if (!form.getValues('company_name')) form.setValue('company_name', parent.company_name ?? '');
  }, [parent, form]);

  const typeOptions = accountTypes.map((x) => ({ value: x.id, label: x.label[lang] }));

  const submit = form.handleSubmit(async (values) => {
    try {
      if (!user) {
        const res = await createUser({
          name: values.name,
          username: values.username,
          email: values.email,
          phone: values.phone,
          company_name: values.company_name,
          password: values.password,
          password_confirmation: values.password_confirmation,
          roles: values.roles,
          ...(values.parent ? { parent_id: values.parent.id } : values.type_id !== null ? { type_id: values.type_id } : {}),
        });
        notify('success', res.message);
        await invalidateUsers(client);
      } else {
        const res = await updateUser(user.id, {
          name: values.name,
          username: values.username,
          email: values.email,
          phone: values.phone,
          company_name: values.company_name,
          ...(values.type_id !== null ? { type_id: values.type_id } : {}),
          ...(withRoles ? { roles: values.roles } : {}),
          ...(values.password ? { password: values.password, password_confirmation: values.password_confirmation } : {}),
          version: user.version,
        });
        notify('success', res.message);
        await storeUser(client, res.data);
      }
      void navigate('/users');
    } catch (e) {
      // the main user's error is reported as parent_id by the API
      if (isApiFailure(e) && e.errors?.parent_id) form.setError('parent', { type: 'server', message: e.errors.parent_id[0] });
      if (!applyServerErrors(e, form.setError, userFormFields)) notifyFailure(e);
    }
  });

  const err = (name: keyof UserFormValues) => errors[name]?.message;

  return (
    <>
      <PageHeader title={user ? t('titles.update') : t('titles.create')} subtitle={user ? t('form.updateSubtitle', { name: user.name }) : t('form.createSubtitle')} />
      <form className="form-page" onSubmit={(e) => void submit(e)} noValidate aria-label={user ? t('titles.update') : t('titles.create')}>
        <section className="form-section" aria-labelledby="sec-account">
          <h2 id="sec-account">{t('sections.account')}</h2>
          <AccountFields form={form} idPrefix="user" />
          <div className="form-grid">
            <Field id="user-type" label={t('fields.type')} error={err('type_id')} required hint={parent ? t('hints.parentChosen', { name: parent.name }) : undefined}>
              <Controller
                name="type_id"
                control={form.control}
                render={({ field }) => (
                  <Dropdown
                    inputId="user-type"
                    value={field.value}
                    options={typeOptions}
                    onChange={(e) => field.onChange(e.value as number)}
                    placeholder={t('form.typePlaceholder')}
                    disabled={!!parent}
                    invalid={!!err('type_id')}
                    aria-invalid={!!err('type_id')}
                    aria-describedby={err('type_id') ? 'user-type-error' : undefined}
                  />
                )}
              />
            </Field>
            <Field id="user-company" label={t('fields.company')} error={err('company_name')}>
              <InputText id="user-company" dir="auto" {...form.register('company_name')} invalid={!!err('company_name')} aria-invalid={!!err('company_name')} />
            </Field>
          </div>
        </section>

        <section className="form-section" aria-labelledby="sec-access">
          <h2 id="sec-access">{t('sections.access')}</h2>
          <div className="form-grid">
            {withRoles ? (
              <RolesField form={form} id="user-roles" hint={t('hints.roles')} placeholder={t('form.rolesPlaceholder')} accountType={typeCode} />
            ) : (
              <p className="form-note">{t('hints.rolesLater')}</p>
            )}
            {!user && (
              <Field id="user-parent" label={t('fields.parent')} hint={t('hints.parent')} error={err('parent')}>
                <Controller
                  name="parent"
                  control={form.control}
                  render={({ field }) => (
                    <AutoComplete
                      inputId="user-parent"
                      value={field.value ?? ''}
                      suggestions={suggestions}
                      field="name"
                      completeMethod={(e) => {
                        searchMainUsers(e.query)
                          .then((found) => setSuggestions(found.map(toParent)))
                          .catch(() => setSuggestions([]));
                      }}
                      itemTemplate={(u: ParentOption) => (
                        <span>
                          <bdi>{u.name}</bdi>
                          {u.company_name && (
                            <span className="muted">
                              {' '}
                              — <bdi>{u.company_name}</bdi>
                            </span>
                          )}
                        </span>
                      )}
                      onChange={(e) => field.onChange(e.value && typeof e.value === 'object' ? e.value : null)}
                      forceSelection
                      dropdown
                      placeholder={t('hints.searchMain')}
                      invalid={!!err('parent')}
                      aria-invalid={!!err('parent')}
                      inputClassName="w-full"
                    />
                  )}
                />
              </Field>
            )}
          </div>
        </section>

        <section className="form-section" aria-labelledby="sec-password">
          <h2 id="sec-password">{t('sections.password')}</h2>
          <PasswordFields form={form} idPrefix="user" optional={!!user} />
        </section>

        {user && <Note>{t('form.statusNote')}</Note>}
        <div className="form-actions">
          <Button type="submit" label={user ? t('form.save') : t('form.create')} icon="pi pi-check" loading={isSubmitting} />
          <Button type="button" label={t('common:actions.cancel')} text onClick={() => void navigate('/users')} />
        </div>
      </form>
    </>
  );
}
