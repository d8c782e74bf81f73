/**
 * /ticket-subject/create and /ticket-subject/edit/{id}: the shared rules (shared/rules/ticketSubjects.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { TicketSubjectSchema, TICKETSUBJECT_TEXT_MAX, TICKETSUBJECT_LONG_TEXT_MAX, type TicketSubjectValues } from '../../../shared/rules/ticketSubjects';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { AccountsPicker } from '../../shared/ui/AccountsPicker';
import { accountTypes } from '../../../shared/accountTypes';
import {
  createTicketSubject,
  invalidateTicketSubjects,
  searchSubjectUsers,
  updateTicketSubject,
  useTicketSubject,
  useTicketAdminGroupsOptions,
  type TicketSubject,
  type TicketSubjectInput,
} from './api';

type Values = TicketSubjectValues;
const FIELDS = ['subject', 'note', 'type_id', 'allowedUsers', 'admin_group_id'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { subject: '', note: '', type_id: null, allowedUsers: [], admin_group_id: null } as unknown as v.InferInput<typeof TicketSubjectSchema>;
const valuesOf = (r: TicketSubject) =>
  ({ subject: r.subject ?? '', note: r.note ?? '', type_id: r.type_id ?? null, allowedUsers: r.allowedUsers.map((u) => u.id), admin_group_id: r.admin_group_id ?? null }) as v.InferInput<
    typeof TicketSubjectSchema
  >;

export default function TicketSubjectFormPage() {
  const { t, i18n } = useTranslation('ticketSubjects');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useTicketSubject(id);
  const form = useForm<v.InferInput<typeof TicketSubjectSchema>, unknown, Values>({ resolver: valibotResolver(TicketSubjectSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: TicketSubjectInput) => (editing ? updateTicketSubject(id, body) : createTicketSubject(body)),
    onSuccess: () => invalidateTicketSubjects(client),
  });

  const submit = form.handleSubmit(async (values) => {
    // no type is sent as none at all (the contract's type_id is an id or absent)
    const { type_id, ...rest } = values;
    const body = { ...rest, ...(type_id ? { type_id } : {}), ...(editing && record.data ? { version: record.data.version } : {}) } as TicketSubjectInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.subject }));
      void navigate('/ticket-subject');
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

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
            <Link to="/ticket-subject" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data ? `${title}: ${record.data.subject}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="ticket-subjects-subject" label={t('fields.subject')} error={errors.subject?.message as string | undefined} required>
              <InputText id="ticket-subjects-subject" invalid={!!errors.subject} aria-invalid={!!errors.subject} dir="auto" maxLength={TICKETSUBJECT_TEXT_MAX} {...form.register('subject')} />
            </Field>
            <Field id="ticket-subjects-note" label={t('fields.note')} error={errors.note?.message as string | undefined}>
              <InputTextarea
                id="ticket-subjects-note"
                invalid={!!errors.note}
                aria-invalid={!!errors.note}
                dir="auto"
                rows={3}
                autoResize
                maxLength={TICKETSUBJECT_LONG_TEXT_MAX}
                {...form.register('note')}
              />
            </Field>
            <Field id="ticket-subjects-type-id" label={t('fields.type_id')} hint={t('form.restrictionHint')} error={errors.type_id?.message as string | undefined}>
              <Controller
                name="type_id"
                control={form.control}
                render={({ field }) => (
                  <select
                    id="ticket-subjects-type-id"
                    className="native-select w-full"
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
                    onBlur={field.onBlur}
                  >
                    <option value="">{t('form.anyType')}</option>
                    {accountTypes.map((type) => (
                      <option key={type.id} value={type.id}>
                        {type.label[lang]}
                      </option>
                    ))}
                  </select>
                )}
              />
            </Field>
            <Field id="ticket-subjects-allowed-users" label={t('fields.allowedUsers')} error={(errors.allowedUsers?.message ?? errors.allowedUsers?.root?.message) as string | undefined}>
              <Controller
                name="allowedUsers"
                control={form.control}
                render={({ field }) => (
                  <AccountsPicker
                    id="ticket-subjects-allowed-users"
                    value={field.value ?? []}
                    onChange={field.onChange}
                    search={searchSubjectUsers}
                    known={record.data?.allowedUsers}
                    invalid={!!errors.allowedUsers}
                    placeholder={t('form.usersPlaceholder')}
                    emptyMessage={t('form.noOptions')}
                  />
                )}
              />
            </Field>
            <Field id="ticket-subjects-admin-group-id" label={t('fields.admin_group_id')} error={errors.admin_group_id?.message as string | undefined} required>
              <Controller
                name="admin_group_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="ticket-subjects-admin-group-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={useTicketAdminGroupsOptions}
                    current={record.data?.get_admin_group}
                    invalid={!!errors.admin_group_id}
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/ticket-subject')} />
        </div>
      </form>
    </>
  );
}
