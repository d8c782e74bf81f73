/**
 * /reset?token=…: set a new password with the link from the e-mail (or the outbox).
 * The link is checked first, so a spent or expired one is said so before the
 * applicant types anything; the password follows the user-form rules.
 */
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { passwordRule, passwordsMatch, PASSWORDS_MATCH } from '../../../shared/rules/user';
import { applyServerErrors } from '../../shared/lib/forms';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { isApiFailure } from '../../shared/api/errors';
import { checkResetToken, resetPassword } from './api';
import { NewPasswordField } from './NewPasswordField';

const Schema = v.pipe(
  v.object({ password: passwordRule, password_confirmation: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')) }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, PASSWORDS_MATCH), ['password_confirmation']),
);
type Values = v.InferOutput<typeof Schema>;

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useQuery({ queryKey: ['reset-token', token], queryFn: () => checkResetToken(token), enabled: !!token, retry: false, staleTime: Infinity });
  const form = useForm<Values>({ resolver: valibotResolver(Schema), defaultValues: { password: '', password_confirmation: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await resetPassword({ token, ...values });
      notify('success', res.message, { life: 5000 });
      void navigate('/login', { replace: true });
    } catch (e) {
      if (isApiFailure(e) && e.errors?.token) {
        notifyFailure(e);
        void check.refetch();
        return;
      }
      if (!applyServerErrors(e, form.setError, ['password', 'password_confirmation'])) notifyFailure(e);
    }
  });

  if (!token || check.isError) {
    const reason = !token ? t('reset.noToken') : isApiFailure(check.error) ? (check.error.errors?.token?.[0] ?? check.error.message) : t('reset.invalidTitle');
    return (
      <div className="auth-form">
        <h1>{t('reset.invalidTitle')}</h1>
        <Message severity="error" text={reason} className="w-full" />
        <Button type="button" label={t('reset.requestNew')} icon="pi pi-envelope" className="w-full" onClick={() => void navigate('/reset_password')} />
        <p className="center">
          <Link to="/login">{t('reset.backToLogin')}</Link>
        </p>
      </div>
    );
  }
  if (check.isPending) {
    return (
      <div className="auth-form center" aria-busy="true">
        <ProgressSpinner style={{ width: 40, height: 40 }} strokeWidth="4" />
        <p className="muted">{t('reset.checking')}</p>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="reset-title" className="auth-form">
      <h1 id="reset-title">{t('reset.title')}</h1>
      <p className="muted">
        {t('reset.forAccount')} <bdi dir="ltr">{check.data.data.email}</bdi>
      </p>
      <NewPasswordField control={form.control} name="password" label={t('reset.password')} hint={t('hints.password')} error={errors.password?.message} />
      <NewPasswordField control={form.control} name="password_confirmation" label={t('reset.confirmation')} error={errors.password_confirmation?.message} />
      <Button type="submit" label={t('reset.submit')} icon="pi pi-check" loading={isSubmitting} className="w-full" />
      <p className="center">
        <Link to="/login">{t('reset.backToLogin')}</Link>
      </p>
    </form>
  );
}
