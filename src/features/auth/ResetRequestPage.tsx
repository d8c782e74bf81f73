/**
 * /reset_password: ask for a reset link. The answer is the same whether or not the
 * e-mail has an account, so the page says what the server says and offers to ask again.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { emailRule } from '../../../shared/rules/user';
import { Field } from '../../shared/ui/Field';
import { applyServerErrors } from '../../shared/lib/forms';
import { notifyFailure } from '../../shared/ui/notify';
import { requestReset } from './api';

const Schema = v.object({ email: emailRule });
type Values = v.InferOutput<typeof Schema>;

export default function ResetRequestPage() {
  const { t } = useTranslation('auth');
  const form = useForm<Values>({ resolver: valibotResolver(Schema), defaultValues: { email: '' } });
  const [sent, setSent] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const res = await requestReset(email);
      setSent(res.message);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['email'])) notifyFailure(e);
    }
  });

  if (sent) {
    return (
      <div className="auth-form" aria-live="polite">
        <h1>{t('reset.sentTitle')}</h1>
        <Message severity="success" text={sent} className="w-full" />
        <p className="muted">
          <bdi dir="ltr">{form.getValues('email')}</bdi>
        </p>
        <Button type="button" label={t('reset.sendAgain')} icon="pi pi-refresh" outlined onClick={() => setSent(null)} />
        <p className="center">
          <Link to="/login">{t('reset.backToLogin')}</Link>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="reset-request-title" className="auth-form">
      <h1 id="reset-request-title">{t('reset.requestTitle')}</h1>
      <p className="muted">{t('reset.requestSubtitle')}</p>
      <Field id="email" label={t('login.email')} error={errors.email?.message} required>
        <InputText id="email" type="email" autoComplete="email" dir="ltr" {...form.register('email')} invalid={!!errors.email} aria-describedby={errors.email ? 'email-error' : undefined} autoFocus />
      </Field>
      <Button type="submit" label={t('reset.send')} icon="pi pi-envelope" loading={isSubmitting} className="w-full" />
      <p className="center">
        <Link to="/login">{t('reset.backToLogin')}</Link>
      </p>
    </form>
  );
}
