/**
 * /profile (spec 000 §6, no permission): the signed-in user's details; editing
 * one's own name and phone under the user-form rules; changing the password
 * (which signs out every other session); the signature and stamp images; and the
 * theme choices of spec 000 §9, kept with the account.
 */
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { InputSwitch } from 'primereact/inputswitch';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { ChangePasswordSchema, ProfileSchema, type ChangePasswordInput, type ProfileInput } from '../../../shared/rules/profile';
import { fileCaps, theme as themeLimits, type SidebarColour, type SidenavType } from '../../../shared/limits';
import { userAccountMachine } from '../../../machines/userAccount/machine';
import { sessionStore } from '../../shared/auth/session';
import { Field } from '../../shared/ui/Field';
import { PhoneInput } from '../../shared/ui/PhoneInput';
import { Auto, Ltr, Phone } from '../../shared/ui/Bdi';
import { mobileOf } from '../../../shared/rules/phone';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { applyServerErrors } from '../../shared/lib/forms';
import { formatDateTime } from '../../shared/lib/dates';
import { message } from '../../shared/i18n';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { useTheme } from '../../app/theme';
import { StoredImage } from '../../shared/ui/StoredFile';
import { storeProfileUser, useChangePassword, useProfile, useUpdateProfile, useUploadImages, type ProfileUser } from './api';
import './profile.css';

/** After a change to the account, the screen and the stored session show the new values. */
function useAccountUpdated() {
  const client = useQueryClient();
  return (user: ProfileUser) => {
    storeProfileUser(client, user);
    const session = sessionStore.get();
    if (session) sessionStore.set({ ...session, user });
  };
}

function AccountCard({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const none = t('account.none');
  return (
    <section className="profile-card" aria-labelledby="account-title">
      <h2 id="account-title">{t('account.title')}</h2>
      <dl className="facts">
        <dt>{t('account.name')}</dt>
        <dd>
          <Auto>{user.name}</Auto>
        </dd>
        <dt>{t('account.username')}</dt>
        <dd>{user.username ? <Ltr>{user.username}</Ltr> : none}</dd>
        <dt>{t('account.email')}</dt>
        <dd>
          <Ltr>{user.email}</Ltr>
        </dd>
        <dt>{t('account.phone')}</dt>
        <dd>{user.phone ? <Phone phone={user.phone} /> : none}</dd>
        <dt>{t('account.company')}</dt>
        <dd>{user.company_name ? <Auto>{user.company_name}</Auto> : none}</dd>
        <dt>{t('account.type')}</dt>
        <dd>{user.type.name}</dd>
        <dt>{t('account.roles')}</dt>
        <dd className="chips">{user.roles.length ? user.roles.map((r) => <Tag key={r.id} value={r.name} rounded severity="info" />) : none}</dd>
        <dt>{t('account.status')}</dt>
        <dd>
          <StatusBadge machine={userAccountMachine} status={user.status} />
        </dd>
        <dt>{t('account.since')}</dt>
        <dd dir="ltr">{formatDateTime(user.created_at)}</dd>
      </dl>
    </section>
  );
}

function DetailsForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const updated = useAccountUpdated();
  const update = useUpdateProfile();
  const form = useForm<ProfileInput>({ resolver: valibotResolver(ProfileSchema), defaultValues: { name: user.name, phone: mobileOf(user.phone ?? '') } });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await update.mutateAsync({ ...values, version: user.version });
      updated(res.data);
      form.reset({ name: res.data.name, phone: mobileOf(res.data.phone ?? '') });
      notify('success', res.message);
    } catch (e) {
      // someone changed the account meanwhile: the mutation refetches the current values
      if (!applyServerErrors(e, form.setError, ['name', 'phone'])) notifyFailure(e);
    }
  });
  return (
    <section className="profile-card" aria-labelledby="details-title">
      <h2 id="details-title">{t('details.title')}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field id="name" label={t('details.name')} hint={t('details.nameHint')} error={errors.name?.message} required>
          <InputText id="name" dir="auto" autoComplete="name" {...form.register('name')} invalid={!!errors.name} aria-describedby={errors.name ? 'name-error' : 'name-hint'} />
        </Field>
        <Field id="phone" label={t('details.phone')} hint={t('details.phoneHint')} error={errors.phone?.message} required>
          <Controller
            name="phone"
            control={form.control}
            render={({ field }) => (
              <PhoneInput id="phone" value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={!!errors.phone} describedBy={errors.phone ? 'phone-error' : 'phone-hint'} />
            )}
          />
        </Field>
        <div className="form-actions">
          <Button type="submit" label={t('details.save')} icon="pi pi-check" loading={isSubmitting} disabled={!isDirty} />
        </div>
      </form>
    </section>
  );
}

const EMPTY_PASSWORDS: ChangePasswordInput = { current_password: '', password: '', password_confirmation: '' };

function PasswordForm() {
  const { t } = useTranslation('profile');
  // 'all': the whole schema pipe runs, so "passwords differ" shows at once, not only after the other fields are fixed
  const form = useForm<ChangePasswordInput>({ resolver: valibotResolver(ChangePasswordSchema), defaultValues: EMPTY_PASSWORDS, criteriaMode: 'all' });
  const { errors, isSubmitting } = form.formState;
  const change = useChangePassword();
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await change.mutateAsync(values);
      form.reset(EMPTY_PASSWORDS);
      notify('success', res.message, { life: 4000 });
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['current_password', 'password', 'password_confirmation'])) notifyFailure(e);
    }
  });
  const fields = [
    { name: 'current_password', label: t('password.current'), autoComplete: 'current-password' },
    { name: 'password', label: t('password.new'), autoComplete: 'new-password', hint: t('password.hint') },
    { name: 'password_confirmation', label: t('password.confirm'), autoComplete: 'new-password' },
  ] as const;
  return (
    <section className="profile-card" aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      <p className="muted">{t('password.note')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {fields.map((f) => (
          <Field key={f.name} id={f.name} label={f.label} hint={'hint' in f ? f.hint : undefined} error={errors[f.name]?.message} required>
            <Controller
              name={f.name}
              control={form.control}
              render={({ field }) => (
                <Password
                  inputId={f.name}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  feedback={false}
                  toggleMask
                  autoComplete={f.autoComplete}
                  invalid={!!errors[f.name]}
                  className="w-full"
                  inputClassName="w-full"
                  dir="ltr"
                  aria-describedby={errors[f.name] ? `${f.name}-error` : 'hint' in f ? `${f.name}-hint` : undefined}
                />
              )}
            />
          </Field>
        ))}
        <div className="form-actions">
          <Button type="submit" label={t('password.submit')} icon="pi pi-lock" loading={isSubmitting} />
        </div>
      </form>
    </section>
  );
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

function ImageSlot({
  kind,
  url,
  file,
  error,
  onPick,
}: {
  kind: 'signature' | 'stamp';
  url: string | null | undefined;
  file: File | null;
  error?: string | undefined;
  onPick: (f: File | null) => void;
}) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // a replaced preview is let go, and so is the last one when the slot goes (after an upload it is keyed anew)
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const label = t(`images.${kind}`);
  const alt = t('images.preview', { what: label });
  const pick = (f: File | null) => {
    setPreview(f ? URL.createObjectURL(f) : null);
    onPick(f);
  };
  return (
    <div className="image-slot">
      <h3 id={`${kind}-label`}>{label}</h3>
      <div className="image-frame">
        {/* the chosen file before it is uploaded, else the stored one (fetched with the session's token) */}
        {preview ? <img src={preview} alt={alt} /> : url ? <StoredImage url={url} alt={alt} /> : <span className="muted">{t('images.none')}</span>}
      </div>
      <input
        ref={input}
        id={kind}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        onChange={(e) => {
          pick(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      <div className="image-actions">
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-image"
          label={url || file ? t('images.replace') : t('images.choose')}
          onClick={() => input.current?.click()}
          aria-describedby={`${kind}-label`}
        />
        {file && <Button type="button" size="small" text icon="pi pi-times" aria-label={t('images.remove')} title={t('images.remove')} onClick={() => pick(null)} />}
      </div>
      {file && (
        <small className="muted" dir="auto">
          {t('images.selected', { name: file.name })}
        </small>
      )}
      {error && (
        <small className="p-error" role="alert" id={`${kind}-error`}>
          {message(error)}
        </small>
      )}
    </div>
  );
}

function ImagesCard({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const updated = useAccountUpdated();
  const [files, setFiles] = useState<{ signature: File | null; stamp: File | null }>({ signature: null, stamp: null });
  const [errors, setErrors] = useState<{ signature?: string | undefined; stamp?: string | undefined }>({});
  const [busy, setBusy] = useState(false);
  const images = useUploadImages();
  // the same caps the server enforces while streaming, checked first so a big file is not sent at all
  const check = (f: File | null) => (!f ? undefined : !IMAGE_TYPES.includes(f.type) ? 'validation.file.type' : f.size > fileCaps.small ? 'validation.file.max2' : undefined);
  const pick = (kind: 'signature' | 'stamp') => (f: File | null) => {
    setFiles((x) => ({ ...x, [kind]: f }));
    setErrors((x) => ({ ...x, [kind]: check(f) }));
  };
  const upload = async () => {
    const body: { signature?: File; stamp?: File } = {};
    if (files.signature) body.signature = files.signature;
    if (files.stamp) body.stamp = files.stamp;
    setBusy(true);
    try {
      const res = await images.mutateAsync(body);
      updated(res.data);
      setFiles({ signature: null, stamp: null });
      notify('success', res.message);
    } catch (e) {
      if (isApiFailure(e) && e.errors) setErrors({ signature: e.errors.signature?.[0], stamp: e.errors.stamp?.[0] });
      else notifyFailure(e);
    } finally {
      setBusy(false);
    }
  };
  const ready = (files.signature || files.stamp) && !errors.signature && !errors.stamp;
  return (
    <section className="profile-card" aria-labelledby="images-title">
      <h2 id="images-title">{t('images.title')}</h2>
      <p className="muted">{t('images.hint')}</p>
      <div className="image-slots">
        <ImageSlot key={`signature-${user.signature ?? ''}`} kind="signature" url={user.signature} file={files.signature} error={errors.signature} onPick={pick('signature')} />
        <ImageSlot key={`stamp-${user.stamp ?? ''}`} kind="stamp" url={user.stamp} file={files.stamp} error={errors.stamp} onPick={pick('stamp')} />
      </div>
      <div className="form-actions">
        <Button type="button" label={t('images.upload')} icon="pi pi-upload" loading={busy} disabled={!ready} onClick={() => void upload()} />
      </div>
    </section>
  );
}

const swatch: Record<SidebarColour, string> = { primary: '#2563eb', default: '#475569', info: '#0891b2', success: '#0b6b53', warning: '#b45309', danger: '#b91c1c' };

function ThemeCard() {
  const { t } = useTranslation('profile');
  const theme = useTheme();
  const save = async (change: Parameters<typeof theme.save>[0]) => {
    try {
      await theme.save(change);
      notify('success', t('theme.saved'));
    } catch (e) {
      notifyFailure(e);
    }
  };
  return (
    <section className="profile-card" aria-labelledby="theme-title">
      <h2 id="theme-title">{t('theme.title')}</h2>
      <p className="muted">{t('theme.subtitle')}</p>
      <div className="field">
        <span id="colour-label" className="field-label">
          {t('theme.sidebarColour')}
        </span>
        <div className="swatches" role="radiogroup" aria-labelledby="colour-label">
          {themeLimits.sidebarColours.map((c) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={theme.sidebarColour === c}
              className={`swatch${theme.sidebarColour === c ? ' chosen' : ''}`}
              style={{ background: swatch[c] }}
              title={t(`theme.colours.${c}`)}
              aria-label={t(`theme.colours.${c}`)}
              onClick={() => void save({ sidebarColour: c })}
            >
              {theme.sidebarColour === c && <i className="pi pi-check" aria-hidden />}
            </button>
          ))}
        </div>
      </div>
      <div className="field">
        <span id="sidenav-label" className="field-label">
          {t('theme.sidenavType')}
        </span>
        <SelectButton
          value={theme.sidenavType}
          options={themeLimits.sidenavTypes.map((v) => ({ value: v, label: t(`theme.sidenav.${v}`) }))}
          onChange={(e) => e.value && void save({ sidenavType: e.value as SidenavType })}
          allowEmpty={false}
          aria-labelledby="sidenav-label"
        />
      </div>
      <div className="switch-row">
        <InputSwitch inputId="navbar-fixed" checked={theme.navbarFixed} onChange={(e) => void save({ navbarFixed: !!e.value })} />
        <label htmlFor="navbar-fixed">{t('theme.navbarFixed')}</label>
      </div>
    </section>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('titles.profile')} />
      {profile.isPending ? (
        <div className="profile-grid" aria-busy>
          {[0, 1].map((i) => (
            <div key={i} className="profile-card">
              <Skeleton width="40%" height="1.5rem" style={{ marginBlockEnd: '1rem' }} />
              <Skeleton width="100%" height="8rem" />
            </div>
          ))}
        </div>
      ) : profile.isError ? (
        <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <div className="profile-grid">
          <AccountCard user={profile.data.user} />
          <DetailsForm key={profile.data.user.version} user={profile.data.user} />
          <PasswordForm />
          <ImagesCard user={profile.data.user} />
          <ThemeCard />
        </div>
      )}
    </>
  );
}
