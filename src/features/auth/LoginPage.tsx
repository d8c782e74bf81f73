/**
 * /login: e-mail and password; pending and rejected applicants are sent to their registration forms.
 *
 * The first screen, so it is kept light (its byte budget: bench/budgets.ts): plain HTML wearing
 * the theme's PrimeReact classes (they look the same; their structure is in src/styles/controls.css)
 * rather than PrimeReact components, and its two fields validated here with the shared valibot
 * rules rather than through react-hook-form — the same behaviour: checked on submit, then again
 * as each field changes; the first field in error takes the focus; the server's field errors land
 * on their fields.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import * as v from 'valibot';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../shared/api/client';
import { isApiFailure } from '../../shared/api/errors';
import { sessionStore, takeIntendedPath, type SessionData } from '../../shared/auth/session';
import { Field } from '../../shared/ui/Field';
import { applyServerErrors } from '../../shared/lib/forms';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { requiredString } from '../../../shared/rules/user';

const LoginSchema = v.object({
  email: v.pipe(requiredString, v.email('validation.email')),
  password: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
});
type LoginForm = v.InferOutput<typeof LoginSchema>;
type FieldName = keyof LoginForm;
type Errors = Partial<Record<FieldName, string>>;
const FIELDS: readonly FieldName[] = ['email', 'password'];

/** The form's values checked against the schema: the values to send, or each field's first error (a message key). */
function check(form: HTMLFormElement): { values: LoginForm; errors?: undefined } | { values?: undefined; errors: Errors } {
  const data = new FormData(form);
  const result = v.safeParse(LoginSchema, { email: data.get('email') ?? '', password: data.get('password') ?? '' });
  if (result.success) return { values: result.output };
  const errors: Errors = {};
  for (const issue of result.issues) {
    const name = v.getDotPath(issue) as FieldName | null;
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return { errors };
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const setError = (name: string, error: { message?: string }) => setErrors((prev) => ({ ...prev, [name]: error.message }));

  // after the first submit, a changed field is checked again (react-hook-form's default, kept)
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name as FieldName;
    if (!submitted || !FIELDS.includes(name) || !formRef.current) return;
    const error = check(formRef.current).errors?.[name];
    setErrors((prev) => ({ ...prev, [name]: error }));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isSubmitting) return;
    const form = e.currentTarget;
    setSubmitted(true);
    const checked = check(form);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = FIELDS.find((f) => checked.errors[f]);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const res = await unwrap(api.POST('/auth/login', { body: { ...checked.values, platform: 'muzdalifah' } }));
      sessionStore.set(res.data);
      void navigate(takeIntendedPath() ?? '/dashboard', { replace: true });
    } catch (err) {
      if (isApiFailure(err) && err.status === 403 && err.data && (err.data as SessionData).scope === 'registration') {
        // account not active: the applicant may still complete the registration forms
        const session = err.data as SessionData;
        sessionStore.set(session);
        notify('warning', err.message);
        void navigate(session.user.status === 'rejected' ? '/complete-register-forms' : '/register-forms', { replace: true });
        return;
      }
      if (!applyServerErrors<LoginForm>(err, setError, FIELDS)) notifyFailure(err);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} onChange={onChange} noValidate aria-labelledby="login-title" className="auth-form">
      <h1 id="login-title">{t('login.title')}</h1>
      <p className="muted">{t('login.subtitle')}</p>
      <Field id="email" label={t('login.email')} error={errors.email} required>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          dir="ltr"
          className={`p-inputtext p-component${errors.email ? ' p-invalid' : ''}`}
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? 'email-error' : undefined}
          autoFocus
        />
      </Field>
      <Field id="password" label={t('login.password')} error={errors.password} required>
        <PasswordInput id="password" invalid={!!errors.password} showLabel={t('login.showPassword')} />
      </Field>
      <div className="row-between">
        <Link to="/reset_password">{t('login.forgot')}</Link>
      </div>
      <button type="submit" className="p-button p-component w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        <span className={`p-button-icon p-button-icon-left pi ${isSubmitting ? 'pi-spinner pi-spin' : 'pi-sign-in'}`} aria-hidden />
        <span className="p-button-label">{t('login.submit')}</span>
      </button>
      <p className="center">
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </form>
  );
}

/** The password with a show/hide switch (a real button: reachable by keyboard, its state announced). */
function PasswordInput({ id, invalid, showLabel }: { id: string; invalid: boolean; showLabel: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="p-password p-component p-inputwrapper password-field w-full">
      <input
        id={id}
        name={id}
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        className={`p-inputtext p-component p-password-input w-full${invalid ? ' p-invalid' : ''}`}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      <button type="button" className="password-toggle" aria-label={showLabel} aria-pressed={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
        <i className={`pi ${shown ? 'pi-eye-slash' : 'pi-eye'}`} aria-hidden />
      </button>
    </div>
  );
}
