/** /login: e-mail and password; pending and rejected applicants are sent to their registration forms. */
import { Link, useNavigate } from 'react-router';
import { useForm, Controller } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Button } from 'primereact/button';
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

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<LoginForm>({ resolver: valibotResolver(LoginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await unwrap(api.POST('/auth/login', { body: { ...values, platform: 'muzdalifah' } }));
      sessionStore.set(res.data);
      void navigate(takeIntendedPath() ?? '/dashboard', { replace: true });
    } catch (e) {
      if (isApiFailure(e) && e.status === 403 && e.data && (e.data as SessionData).scope === 'registration') {
        // account not active: the applicant may still complete the registration forms
        const session = e.data as SessionData;
        sessionStore.set(session);
        notify('warning', e.message);
        void navigate(session.user.status === 'rejected' ? '/complete-register-forms' : '/register-forms', { replace: true });
        return;
      }
      if (!applyServerErrors(e, form.setError, ['email', 'password'])) notifyFailure(e);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="login-title" className="auth-form">
      <h1 id="login-title">{t('login.title')}</h1>
      <p className="muted">{t('login.subtitle')}</p>
      <Field id="email" label={t('login.email')} error={errors.email?.message} required>
        <InputText
          id="email"
          type="email"
          autoComplete="username"
          dir="ltr"
          {...form.register('email')}
          invalid={!!errors.email}
          aria-describedby={errors.email ? 'email-error' : undefined}
          autoFocus
        />
      </Field>
      <Field id="password" label={t('login.password')} error={errors.password?.message} required>
        <Controller
          name="password"
          control={form.control}
          render={({ field }) => (
            <Password
              inputId="password"
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              feedback={false}
              toggleMask
              autoComplete="current-password"
              invalid={!!errors.password}
              inputClassName="w-full"
              className="w-full"
              aria-describedby={errors.password ? 'password-error' : undefined}
            />
          )}
        />
      </Field>
      <div className="row-between">
        <Link to="/reset_password">{t('login.forgot')}</Link>
      </div>
      <Button type="submit" label={t('login.submit')} icon="pi pi-sign-in" loading={isSubmitting} className="w-full" />
      <p className="center">
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </form>
  );
}
