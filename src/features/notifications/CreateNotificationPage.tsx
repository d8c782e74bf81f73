/**
 * /notifications/create (permission notification-create): the notification form of
 * spec 000 §3 — type_id, custome_user, user_id — with the message and an optional
 * link. It goes to every active user of the type, or to the chosen users of it;
 * after sending, the user lands on the Notification list with a success message.
 */
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { Button } from 'primereact/button';
import { accountTypes } from '../../../shared/accountTypes';
import { NOTIFICATION_MESSAGE_MAX, NotificationFormSchema, type NotificationFormInput } from '../../../shared/rules/notification';
import { Field } from '../../shared/ui/Field';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { PageHeader } from '../../shared/ui/PageHeader';
import { applyServerErrors } from '../../shared/lib/forms';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { useAudienceUsers, useSendNotification, type AudienceUser, type NotificationForm } from './api';
import './notifications.css';

type FormValues = { message: string; message_en: string; link: string; type_id: number | null; custome_user: 0 | 1; user_id: number[] };
const FIELDS = ['message', 'message_en', 'link', 'type_id', 'custome_user', 'user_id'] as const;

export default function CreateNotificationPage() {
  const { t, i18n } = useTranslation('notifications');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const send = useSendNotification();
  const form = useForm<FormValues, unknown, NotificationFormInput>({
    resolver: valibotResolver(NotificationFormSchema) as never,
    defaultValues: { message: '', message_en: '', link: '', type_id: null, custome_user: 0, user_id: [] },
    // 'all' lets the resolver run the schema's whole pipe, so "choose users" shows with the other field errors, not after them
    criteriaMode: 'all',
  });
  const { errors, isSubmitting } = form.formState;
  const [typeId, custom, message, messageEn] = useWatch({ control: form.control, name: ['type_id', 'custome_user', 'message', 'message_en'] });
  const audience = useAudienceUsers(typeId);
  const typeOptions = accountTypes.map((x) => ({ value: x.id, label: x.label[lang] }));

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = { ...values, message_en: values.message_en || undefined, link: values.link || undefined, user_id: values.custome_user === 1 ? values.user_id : undefined } as NotificationForm;
      const res = await send.mutateAsync(body);
      notify('success', res.message);
      void navigate('/notifications');
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  return (
    <>
      <PageHeader title={t('titles.create')} subtitle={t('create.subtitle')} />
      <form className="notification-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('titles.create')}>
        <Field id="type_id" label={t('fields.type')} hint={t('create.typeHint')} error={errors.type_id?.message} required>
          <Controller
            name="type_id"
            control={form.control}
            render={({ field }) => (
              <Dropdown
                inputId="type_id"
                value={field.value}
                options={typeOptions}
                onChange={(e) => {
                  field.onChange(e.value);
                  form.setValue('user_id', []);
                }}
                placeholder={t('fields.type')}
                invalid={!!errors.type_id}
                className="w-full"
                aria-describedby={errors.type_id ? 'type_id-error' : 'type_id-hint'}
              />
            )}
          />
        </Field>
        {typeId && custom === 0 && audience.data && (
          <p className="muted" aria-live="polite">
            <i className="pi pi-users" aria-hidden /> {t('create.audienceCount', { count: audience.data.length })}
          </p>
        )}
        <div className="switch-row">
          <Controller
            name="custome_user"
            control={form.control}
            render={({ field }) => <InputSwitch inputId="custome_user" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
          />
          <label htmlFor="custome_user">{t('fields.customUsers')}</label>
        </div>
        {custom === 1 && (
          <Field id="user_id" label={t('fields.users')} hint={typeId ? t('create.usersHint') : t('create.chooseTypeFirst')} error={errors.user_id?.message} required>
            <Controller
              name="user_id"
              control={form.control}
              render={({ field }) => (
                <MultiSelect
                  inputId="user_id"
                  value={field.value}
                  options={audience.data ?? []}
                  optionLabel="name"
                  optionValue="id"
                  itemTemplate={(u: AudienceUser) => (
                    <span className="audience-option">
                      <Auto>{u.name}</Auto>
                      <small className="muted">
                        {u.company_name && u.company_name !== u.name && (
                          <>
                            <Auto>{u.company_name}</Auto> ·{' '}
                          </>
                        )}
                        <Ltr>{u.email}</Ltr>
                      </small>
                    </span>
                  )}
                  onChange={(e) => field.onChange(e.value)}
                  disabled={!typeId}
                  loading={audience.isFetching}
                  filter
                  filterBy="name,company_name,email"
                  display="chip"
                  maxSelectedLabels={6}
                  selectedItemsLabel={t('create.selectedCount', { count: field.value.length })}
                  virtualScrollerOptions={(audience.data?.length ?? 0) > 100 ? { itemSize: 40 } : undefined}
                  invalid={!!errors.user_id}
                  className="w-full"
                  placeholder={t('fields.users')}
                />
              )}
            />
          </Field>
        )}
        <Field id="message" label={t('fields.message')} hint={`${t('create.messageHint')} (${message.length}/${NOTIFICATION_MESSAGE_MAX})`} error={errors.message?.message} required>
          <InputTextarea
            id="message"
            rows={4}
            autoResize
            dir="auto"
            className="w-full"
            {...form.register('message')}
            invalid={!!errors.message}
            aria-describedby={errors.message ? 'message-error' : 'message-hint'}
          />
        </Field>
        {/* Each reader sees the notification in their language: the English text is optional, and without it English readers see the text above as written. */}
        <Field id="message_en" label={t('fields.messageEn')} hint={`${t('create.messageEnHint')} (${messageEn.length}/${NOTIFICATION_MESSAGE_MAX})`} error={errors.message_en?.message}>
          <InputTextarea
            id="message_en"
            rows={3}
            autoResize
            dir="ltr"
            lang="en"
            className="w-full"
            {...form.register('message_en')}
            invalid={!!errors.message_en}
            aria-describedby={errors.message_en ? 'message_en-error' : 'message_en-hint'}
          />
        </Field>
        <Field id="link" label={t('fields.link')} hint={t('create.linkHint')} error={errors.link?.message}>
          <InputText id="link" dir="ltr" className="w-full" placeholder="/profile" {...form.register('link')} invalid={!!errors.link} aria-describedby={errors.link ? 'link-error' : 'link-hint'} />
        </Field>
        <div className="form-actions">
          <Link to="/notifications" className="p-button p-component p-button-text">
            {t('common:actions.cancel')}
          </Link>
          <Button type="submit" label={t('create.submit')} icon="pi pi-send" loading={isSubmitting} />
        </div>
      </form>
    </>
  );
}
