/**
 * /roles/create and /roles/{id}: a role's names, description, the account types it
 * is for, and its permissions. A role for any non-staff type may not hold an
 * administration permission: the form says so before the call, as the API does. The
 * shared role rules run before the call; the server's 422s land on the field of the
 * same name. The built-in administrator role is shown read-only. After saving, the
 * list opens with a success message (spec 000 §2).
 */
import { useEffect, useId, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { RoleSchema, ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, type RoleValues } from '../../../shared/rules/role';
import { accountTypes, isStaffType } from '../../../shared/accountTypes';
import { adminPermissionsOutsideStaff } from '../../../shared/permissions';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useScreenTitle } from '../../app/title';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { message } from '../../shared/i18n';
import { usePermissionCatalogue, useRole, useSaveRole, type RoleDetail } from './api';
import { PermissionPicker } from './PermissionPicker';
import './roles.css';

type Values = RoleValues;

const empty: Values = { name: '', name_en: '', description: '', permissions: [], account_types: [] };
const valuesOf = (r: RoleDetail): Values => ({ name: r.name, name_en: r.name_en ?? '', description: r.description ?? '', permissions: r.permissions, account_types: r.account_types });

/** A role that is not there leads back to the list; any other failure offers a retry. */
function RoleLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('roles');
  const missing = error === 'missing' || (isApiFailure(error) && error.status === 404);
  if (!missing) return <LoadFailed error={error} title={t('form.loadFailed')} onRetry={onRetry} />;
  return (
    <div className="state-panel state-error" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden />
      <p>{t('form.notFound')}</p>
      <Link to="/roles" className="p-button p-button-outlined">
        {t('titles.list')}
      </Link>
    </div>
  );
}

export default function RoleFormPage() {
  const { t, i18n } = useTranslation('roles');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const role = useRole(id);
  const save = useSaveRole(id);
  const catalogue = usePermissionCatalogue();
  const permissionsLabel = useId();
  const typesLabel = useId();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const form = useForm<v.InferInput<typeof RoleSchema>, unknown, Values>({ resolver: valibotResolver(RoleSchema), defaultValues: empty });
  const readOnly = role.data?.is_system === 1;

  useEffect(() => {
    if (role.data) form.reset(valuesOf(role.data));
  }, [role.data, form]);

  const [chosenTypes, chosenPermissions] = useWatch({ control: form.control, name: ['account_types', 'permissions'] });
  const misplaced = adminPermissionsOutsideStaff(chosenTypes ?? [], chosenPermissions ?? []);
  // the warning names permissions as the picker shows them, in the reader's language (codes only while the catalogue loads)
  const permissionLabel = useMemo(() => new Map((catalogue.data ?? []).flatMap((g) => g.permissions.map((p) => [p.name, p.label] as const))), [catalogue.data]);

  const submit = form.handleSubmit(async (values) => {
    if (adminPermissionsOutsideStaff(values.account_types, values.permissions).length) {
      form.setError('permissions', { message: t('form.adminForNonStaff') });
      return;
    }
    try {
      await save.mutateAsync(editing ? { ...values, updated_at: role.data?.updated_at } : values);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.name.trim() }));
      void navigate('/roles');
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['name', 'name_en', 'description', 'permissions', 'account_types'])) notifyFailure(e);
    }
  });

  const title = readOnly ? t('titles.view') : editing ? t('titles.edit') : t('titles.create');
  // the route is titled "Edit role"; the built-in role is only viewed, and the breadcrumb says so
  useScreenTitle(title);
  // an address like /roles/abc names no role
  const badId = editing && !(Number.isInteger(id) && id > 0);
  if (badId || (editing && role.isError)) {
    return (
      <>
        <PageHeader title={title} />
        <RoleLoadFailed error={badId ? 'missing' : role.error} onRetry={() => void role.refetch()} />
      </>
    );
  }
  const loading = (editing && role.isPending) || catalogue.isPending;
  const errors = form.formState.errors;

  return (
    <>
      <PageHeader
        title={editing && role.data ? `${title}: ${role.data.name}` : title}
        subtitle={readOnly ? undefined : editing ? (role.data ? t('form.subtitleEdit', { count: role.data.users_count }) : undefined) : t('form.subtitleCreate')}
      />
      {readOnly && <Message severity="info" text={t('form.systemNotice')} className="role-notice" />}
      <form className="role-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={loading}>
        <section className="role-card">
          <h2>{t('form.details')}</h2>
          {loading && editing ? (
            <Skeleton height="6rem" />
          ) : (
            <div className="role-fields">
              <Field id="role-name" label={t('fields.name')} error={errors.name?.message} required={!readOnly}>
                <InputText id="role-name" dir="auto" maxLength={ROLE_NAME_MAX} disabled={readOnly} invalid={!!errors.name} aria-invalid={!!errors.name} {...form.register('name')} />
              </Field>
              <Field id="role-name-en" label={t('fields.nameEn')} hint={t('form.nameEnHint')} error={errors.name_en?.message}>
                <InputText id="role-name-en" dir="ltr" maxLength={ROLE_NAME_MAX} disabled={readOnly} invalid={!!errors.name_en} aria-invalid={!!errors.name_en} {...form.register('name_en')} />
              </Field>
              <Field id="role-description" label={t('fields.description')} error={errors.description?.message} className="role-wide">
                <InputTextarea
                  id="role-description"
                  dir="auto"
                  rows={2}
                  autoResize
                  maxLength={ROLE_DESCRIPTION_MAX}
                  disabled={readOnly}
                  invalid={!!errors.description}
                  {...form.register('description')}
                />
              </Field>
            </div>
          )}
        </section>
        <section className="role-card">
          <h2 id={typesLabel}>
            {t('fields.accountTypes')}
            {!readOnly && (
              <span className="required" aria-hidden>
                {' '}
                *
              </span>
            )}
          </h2>
          <p className="muted role-types-hint" id={`${typesLabel}-hint`}>
            {t('form.accountTypesHint')}
          </p>
          <Controller
            name="account_types"
            control={form.control}
            render={({ field }) => {
              const value = (field.value ?? []) as string[];
              return (
                <div className="role-types" role="group" aria-labelledby={typesLabel} aria-describedby={`${typesLabel}-hint`} data-testid="role-account-types">
                  {accountTypes.map((type) => (
                    <label key={type.code} className="role-type">
                      <input
                        type="checkbox"
                        className="perm-check"
                        checked={value.includes(type.code)}
                        disabled={readOnly}
                        onChange={(e) => field.onChange(e.target.checked ? [...value, type.code] : value.filter((c) => c !== type.code))}
                      />
                      <span>{type.label[lang]}</span>
                      {isStaffType(type.code) && <span className="role-type-staff">{t('form.staff')}</span>}
                    </label>
                  ))}
                </div>
              );
            }}
          />
          {errors.account_types?.message && (
            <small className="p-error perm-error" role="alert">
              {message(errors.account_types.message)}
            </small>
          )}
        </section>
        {!readOnly && misplaced.length > 0 && (
          <Message
            severity="warn"
            className="role-notice"
            text={t('form.adminForNonStaffList', { list: misplaced.map((code) => permissionLabel.get(code) ?? code).join(t('form.listSeparator')) })}
            data-testid="role-admin-warning"
          />
        )}
        <section className="role-card">
          <h2 id={permissionsLabel}>
            {t('fields.permissions')}
            {!readOnly && (
              <span className="required" aria-hidden>
                {' '}
                *
              </span>
            )}
          </h2>
          {catalogue.isError ? (
            <div className="state-panel state-error" role="alert">
              <p>{t('picker.loadFailed')}</p>
              <Button type="button" label={t('common:actions.retry')} icon="pi pi-refresh" outlined onClick={() => void catalogue.refetch()} />
            </div>
          ) : loading ? (
            <div className="perm-skeleton" aria-hidden>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} height="9rem" />
              ))}
            </div>
          ) : (
            <Controller
              name="permissions"
              control={form.control}
              render={({ field }) => (
                <PermissionPicker
                  groups={catalogue.data}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  disabled={readOnly}
                  error={errors.permissions?.message ? message(errors.permissions.message) : undefined}
                  labelledBy={permissionsLabel}
                />
              )}
            />
          )}
        </section>
        <div className="role-actions">
          {!readOnly && <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={form.formState.isSubmitting} disabled={loading} />}
          <Button type="button" label={readOnly ? t('common:actions.back') : t('common:actions.cancel')} text onClick={() => void navigate('/roles')} />
        </div>
      </form>
    </>
  );
}
