/**
 * The account fields the create-user, edit-user and add-employee forms share:
 * name, username, e-mail, mobile, and the password with its confirmation; and the
 * roles picker of the user form and the roles dialogs. Each shows its rule as a
 * hint and its error (the form's or the server's) under it.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Controller, type FieldErrors, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field';
import { PhoneInput } from '../../shared/ui/PhoneInput';
import { useRoleOptions, type AccountTypeCode } from './api';
import type { AccountValues } from './schema';

type AccountLike = AccountValues & FieldValues;

const describedBy = (id: string, error: unknown, hint = true) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

export function AccountFields<T extends AccountLike>({ form, idPrefix }: { form: UseFormReturn<T>; idPrefix: string }) {
  const { t } = useTranslation('users');
  const errors = form.formState.errors;
  const err = (name: keyof AccountLike) => errors[name]?.message as string | undefined;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="form-grid">
      <Field id={id('name')} label={t('fields.name')} hint={t('hints.name')} error={err('name')} required>
        <InputText
          id={id('name')}
          dir="auto"
          autoComplete="name"
          {...form.register('name' as Path<T>)}
          invalid={!!err('name')}
          aria-invalid={!!err('name')}
          aria-describedby={describedBy(id('name'), err('name'))}
        />
      </Field>
      <Field id={id('username')} label={t('fields.username')} error={err('username')}>
        <InputText
          id={id('username')}
          dir="ltr"
          autoComplete="off"
          {...form.register('username' as Path<T>)}
          invalid={!!err('username')}
          aria-invalid={!!err('username')}
          aria-describedby={describedBy(id('username'), err('username'), false)}
        />
      </Field>
      <Field id={id('email')} label={t('fields.email')} error={err('email')} required>
        <InputText
          id={id('email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          {...form.register('email' as Path<T>)}
          invalid={!!err('email')}
          aria-invalid={!!err('email')}
          aria-describedby={describedBy(id('email'), err('email'), false)}
        />
      </Field>
      <Field id={id('phone')} label={t('fields.phone')} hint={t('hints.phone')} error={err('phone')} required>
        <Controller
          name={'phone' as Path<T>}
          control={form.control}
          render={({ field }) => (
            <PhoneInput id={id('phone')} value={field.value as string} onChange={field.onChange} onBlur={field.onBlur} invalid={!!err('phone')} describedBy={describedBy(id('phone'), err('phone'))} />
          )}
        />
      </Field>
    </div>
  );
}

export function PasswordFields<T extends AccountLike>({ form, idPrefix, optional }: { form: UseFormReturn<T>; idPrefix: string; optional?: boolean }) {
  const { t } = useTranslation('users');
  const errors = form.formState.errors;
  const err = (name: keyof AccountLike) => errors[name]?.message as string | undefined;
  const field = (name: 'password' | 'password_confirmation', label: string, hint?: string) => {
    const id = `${idPrefix}-${name}`;
    return (
      <Field id={id} label={label} hint={hint} error={err(name)} required={!optional}>
        <Controller
          name={name as Path<T>}
          control={form.control}
          render={({ field: f }) => (
            <Password
              inputId={id}
              value={f.value as string}
              onChange={(e) => f.onChange(e.target.value)}
              onBlur={f.onBlur}
              feedback={false}
              toggleMask
              autoComplete="new-password"
              invalid={!!err(name)}
              aria-invalid={!!err(name)}
              inputClassName="w-full"
              className="w-full"
              aria-describedby={err(name) ? `${id}-error` : hint ? `${id}-hint` : undefined}
            />
          )}
        />
      </Field>
    );
  };
  return (
    <div className="form-grid">
      {field('password', t('fields.password'), optional ? t('hints.passwordKeep') : t('hints.password'))}
      {field('password_confirmation', t('fields.passwordConfirmation'))}
    </div>
  );
}

/**
 * The roles to grant (at least one), chosen among the roles for the account's type
 * (`accountType`; none are offered until the type is known); loads them only while
 * `enabled`. A chosen role that is not for the type is dropped from the choice.
 */
export function RolesField<T extends { roles: number[] } & FieldValues>({
  form,
  id,
  hint,
  placeholder,
  enabled = true,
  accountType,
}: {
  form: UseFormReturn<T>;
  id: string;
  hint: string;
  placeholder?: string;
  enabled?: boolean;
  accountType: AccountTypeCode | undefined;
}) {
  const { t } = useTranslation('users');
  const roles = useRoleOptions(enabled && !!accountType, accountType);
  const error = (form.formState.errors as FieldErrors<{ roles: number[] }>).roles?.message;
  const name = 'roles' as Path<T>;
  const { getValues, setValue } = form;
  const escape = useEscapeClosesListFirst();
  useEffect(() => {
    if (!roles.data) return;
    const allowed = new Set(roles.data.map((r) => r.id));
    const chosen = (getValues(name) as number[] | undefined) ?? [];
    const kept = chosen.filter((r) => allowed.has(r));
    if (kept.length !== chosen.length) setValue(name, kept as PathValue<T, Path<T>>);
  }, [roles.data, getValues, setValue, name]);
  return (
    <Field id={id} label={t('fields.roles')} hint={accountType ? hint : t('hints.rolesNeedType')} error={error} required>
      <Controller
        name={name}
        control={form.control}
        render={({ field }) => (
          <div onKeyDown={escape.onKeyDown}>
            <MultiSelect
              {...escape.list}
              inputId={id}
              value={field.value as number[]}
              options={roles.data ?? []}
              optionLabel="name"
              optionValue="id"
              onChange={(e) => field.onChange(e.value as number[])}
              loading={!!accountType && roles.isPending}
              disabled={!accountType}
              placeholder={placeholder}
              display="chip"
              filter
              className="w-full"
              invalid={!!error}
              aria-invalid={!!error}
              data-testid={`${id}-select`}
              panelClassName="roles-panel"
              // the list's search named for screen readers; each option is the control (role=option,
              // aria-selected), so its drawn box is kept out of the focus order and the accessibility tree
              // (a type has a handful of roles: no select-all, which PrimeReact draws as a control inside a control)
              filterPlaceholder={t('hints.rolesSearch')}
              showSelectAll={false}
              pt={{
                filterInput: { 'aria-label': t('hints.rolesSearch') },
                checkboxContainer: { inert: true, 'aria-hidden': true } as object,
                // the list is portalled out of the page's landmarks: it is one, named
                panel: { role: 'region', 'aria-label': t('fields.roles') } as object,
              }}
            />
          </div>
        )}
      />
    </Field>
  );
}

/**
 * Escape closes the open options list only, not the dialog around it: PrimeReact's
 * dialog listens for Escape on the document, and the list's own key handler lets the
 * event go on. The list is portalled, but React events bubble through the portal to the
 * field's wrapper, where the event is stopped while the list is open (its onHide comes
 * after the key).
 */
function useEscapeClosesListFirst() {
  const open = useRef(false);
  return {
    list: {
      onShow: () => {
        open.current = true;
      },
      onHide: () => {
        open.current = false;
      },
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Escape' && open.current) e.stopPropagation();
    },
  };
}
