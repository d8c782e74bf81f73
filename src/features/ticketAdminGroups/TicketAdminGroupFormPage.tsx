/**
 * /ticket-admin-groups/create and /ticket-admin-groups/update/{id}: the shared rules (shared/rules/ticketAdminGroups.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { TicketAdminGroupSchema, TICKETADMINGROUP_TEXT_MAX, type TicketAdminGroupValues } from '../../../shared/rules/ticketAdminGroups';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { AccountsPicker } from '../../shared/ui/AccountsPicker';
import { createTicketAdminGroup, invalidateTicketAdminGroups, searchGroupStaff, updateTicketAdminGroup, useTicketAdminGroup, type TicketAdminGroup, type TicketAdminGroupInput } from './api';

type Values = TicketAdminGroupValues;
const FIELDS = ['name', 'name_en', 'admins'] as const;
const empty = { name: '', name_en: '', admins: [] } as v.InferInput<typeof TicketAdminGroupSchema>;
const valuesOf = (r: TicketAdminGroup) => ({ name: r.name ?? '', name_en: r.name_en ?? '', admins: r.admins.map((a) => a.id) }) as v.InferInput<typeof TicketAdminGroupSchema>;

export default function TicketAdminGroupFormPage() {
  const { t } = useTranslation('ticketAdminGroups');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useTicketAdminGroup(id);
  const form = useForm<v.InferInput<typeof TicketAdminGroupSchema>, unknown, Values>({ resolver: valibotResolver(TicketAdminGroupSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: TicketAdminGroupInput) => (editing ? updateTicketAdminGroup(id, body) : createTicketAdminGroup(body)),
    onSuccess: () => invalidateTicketAdminGroups(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as TicketAdminGroupInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.name }));
      void navigate('/ticket-admin-groups');
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
            <Link to="/ticket-admin-groups" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data ? `${title}: ${record.data.name}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="ticket-admin-groups-name" label={t('fields.name')} error={errors.name?.message as string | undefined} required>
              <InputText id="ticket-admin-groups-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={TICKETADMINGROUP_TEXT_MAX} {...form.register('name')} />
            </Field>
            <Field id="ticket-admin-groups-name-en" label={t('fields.name_en')} error={errors.name_en?.message as string | undefined}>
              <InputText id="ticket-admin-groups-name-en" invalid={!!errors.name_en} aria-invalid={!!errors.name_en} dir="ltr" maxLength={TICKETADMINGROUP_TEXT_MAX} {...form.register('name_en')} />
            </Field>
            <Field
              id="ticket-admin-groups-admins"
              label={t('fields.admins')}
              hint={t('form.adminsHint')}
              error={(errors.admins?.message ?? errors.admins?.root?.message) as string | undefined}
              required
            >
              <Controller
                name="admins"
                control={form.control}
                render={({ field }) => (
                  <AccountsPicker
                    id="ticket-admin-groups-admins"
                    value={field.value ?? []}
                    onChange={field.onChange}
                    search={searchGroupStaff}
                    known={record.data?.admins}
                    invalid={!!errors.admins}
                    placeholder={t('form.adminsPlaceholder')}
                    emptyMessage={t('form.noOptions')}
                  />
                )}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/ticket-admin-groups')} />
        </div>
      </form>
    </>
  );
}
