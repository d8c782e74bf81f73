/**
 * /temp-licenses-order/view/{id}: one temporary licence order — its status, camp, company, structure,
 * kroky, the answers to the temporary-licence form, its history — and the actions its machine
 * (machines/tempLicenceOrder) offers this user now, as the server words them (GET /workflows/
 * tempLicenceOrder/records/{id}/events): the company edits it (the form page), stores its kroky (a
 * file dialog) or deletes it while pending; staff approve it (after the machine's question) or reject
 * it with a reason (a dialog). Each runs through the machine in a mutation with the version the user
 * saw; a refusal shows the server's words and changes nothing. An approved order links to its sheet.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Skeleton } from 'primereact/skeleton';
import { tempLicenceOrderMachine } from '../../../machines';
import type { LifecycleEvent } from '../../../machines/core/runtime';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { Field } from '../../shared/ui/Field';
import { FilePicker } from '../../shared/ui/FilePicker';
import { FileLink } from '../../shared/ui/StoredFile';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { confirmDelete } from '../../shared/ui/confirm';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { message } from '../../shared/i18n';
import { LifecycleActions } from '../../shared/workflow/LifecycleActions';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { deleteTempLicenceOrder, invalidateTempLicenceOrders, tempLicenceOrdersActors, useTempLicenceOrder, type TempLicenceOrderDetails } from './api';
import './tempLicenceOrders.css';

type DialogEvent = 'REJECT' | 'UPLOAD_KROKY';

export default function TempLicenceOrderViewPage() {
  const { t, i18n } = useTranslation('tempLicenceOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const session = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const record = useTempLicenceOrder(valid ? id : null);
  const lifecycle = useLifecycle<TempLicenceOrderDetails>(tempLicenceOrderMachine, tempLicenceOrdersActors, record.data?.events.some((e) => e.event === 'UPDATE' && e.allowed) ? ['owner'] : []);
  const [dialog, setDialog] = useState<DialogEvent | null>(null);
  const [reason, setReason] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const step = useMutation({
    mutationFn: ({ order, event }: { order: TempLicenceOrderDetails; event: LifecycleEvent }) => lifecycle.run(order, event),
    onSuccess: async () => {
      notify('success', t(dialog === 'REJECT' ? 'view.rejected' : 'view.krokyStored'));
      setDialog(null);
      await invalidateTempLicenceOrders(client);
    },
    onError: async (e) => {
      const errors = isApiFailure(e) && e.status === 422 ? e.errors : undefined;
      const own = errors && (errors.rejection_reason ?? errors.kroky_document);
      if (own) return setFieldError(own[0]);
      notifyFailure(e);
      if (isApiFailure(e) && e.status === 409) await invalidateTempLicenceOrders(client);
    },
  });

  if (!valid || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/temp-licenses-order" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="16rem" />;
  const r = record.data;
  const allowed = (event: string) => r.events.some((e) => e.event === event && e.allowed);

  const open = (event: DialogEvent) => {
    setReason('');
    setFile(null);
    setFieldError(undefined);
    setDialog(event);
  };
  const submitDialog = () => {
    if (!dialog) return;
    const event: LifecycleEvent = dialog === 'REJECT' ? { type: 'REJECT', rejection_reason: reason } : { type: 'UPLOAD_KROKY', kroky_document: file ?? undefined };
    step.mutate({ order: r, event });
  };
  const remove = () =>
    confirmDelete(
      async () => {
        try {
          const done = (await deleteTempLicenceOrder(r.id)).message;
          void navigate('/temp-licenses-order');
          return done;
        } finally {
          await invalidateTempLicenceOrders(client);
        }
      },
      { title: t('list.deleteTitle', { name: r.structure }) },
    );

  return (
    <>
      <PageHeader
        title={r.structure}
        subtitle={`${t('titles.view')} #${r.id}`}
        actions={
          <div className="row-actions">
            {r.status === 'approved' && (
              <Link to={`/temp-licenses-order/ready/${r.id}`} className="p-button p-button-outlined" data-testid="temp-licence-ready-link">
                <i className="pi pi-print" aria-hidden /> {t('view.licence')}
              </Link>
            )}
            {allowed('UPDATE') && hasPermission(session, 'temp-licenses-order-update') && (
              <Link to={`/temp-licenses-order/update/${r.id}`} className="p-button p-button-outlined">
                <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
              </Link>
            )}
            {allowed('UPDATE') && hasPermission(session, 'temp-licenses-order-delete') && (
              <Button type="button" icon="pi pi-trash" label={t('list.delete')} severity="danger" outlined onClick={remove} />
            )}
          </div>
        }
      />
      <section className="record-actions" aria-label={t('view.actions')}>
        <LifecycleActions
          machine={tempLicenceOrderMachine}
          workflow="tempLicenceOrder"
          record={r}
          actors={tempLicenceOrdersActors}
          parties={allowed('UPDATE') ? ['owner'] : []}
          exclude={['UPDATE']}
          withForm={{ REJECT: () => open('REJECT'), UPLOAD_KROKY: () => open('UPLOAD_KROKY') }}
          onDone={() => invalidateTempLicenceOrders(client)}
          onFailed={() => invalidateTempLicenceOrders(client)}
        />
      </section>
      <dl className="record-view">
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={tempLicenceOrderMachine} status={r.status} />
        </dd>
        {r.rejection_reason && (
          <>
            <dt>{t('fields.rejection_reason')}</dt>
            <dd className="tl-reason">
              <Auto>{r.rejection_reason}</Auto>
            </dd>
          </>
        )}
        <dt>{t('fields.company')}</dt>
        <dd>
          <Auto>{r.company_name}</Auto>
        </dd>
        <dt>{t('fields.assign_camp_id')}</dt>
        <dd>
          <Auto>{r.camp_name}</Auto>
        </dd>
        <dt>{t('fields.structure')}</dt>
        <dd>
          <Auto>{r.structure}</Auto>
        </dd>
        <dt>{t('fields.kroky_document')}</dt>
        <dd>{r.kroky_document ? <FileLink url={r.kroky_document.url} name={r.kroky_document.name} size={r.kroky_document.size} /> : <span className="muted">{t('view.noKroky')}</span>}</dd>
        <dt>{t('fields.createdAt')}</dt>
        <dd>
          <Ltr>{formatDateTime(r.created_at)}</Ltr>
        </dd>
      </dl>
      <section className="tl-section" aria-labelledby="tl-answers-title">
        <h2 id="tl-answers-title">
          {t('view.answers')}: <Auto>{lang === 'en' ? r.form.name_en : r.form.name}</Auto> (<Ltr>#{r.form_id}</Ltr>)
        </h2>
        <dl className="tl-answers">
          {r.questions.map((q) => (
            <div key={q.question_id}>
              <dt>{lang === 'en' ? q.title_en : q.title}</dt>
              <dd>
                {!q.answer ? (
                  <span className="muted">{t('view.none')}</span>
                ) : q.type === 'yes_no' ? (
                  t(q.answer === 'yes' ? 'view.yes' : 'view.no')
                ) : q.type === 'choice' ? (
                  <Auto>{(lang === 'en' ? q.options.find((o) => String(o.id) === q.answer)?.name_en : q.options.find((o) => String(o.id) === q.answer)?.name) ?? q.answer}</Auto>
                ) : q.type === 'number' || q.type === 'date' ? (
                  <Ltr>{q.answer}</Ltr>
                ) : (
                  <Auto>{q.answer}</Auto>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="tl-section" aria-labelledby="tl-history-title">
        <h2 id="tl-history-title">{t('view.history')}</h2>
        <ol className="tl-history">
          {r.history.map((h, i) => (
            <li key={`${h.at}-${i}`}>
              <strong>{h.to ? <StatusBadge machine={tempLicenceOrderMachine} status={h.to} /> : null}</strong>
              <span>{t(`events.${h.event}`, { defaultValue: h.event })}</span>
              {h.by && <Auto>{h.by}</Auto>}
              <Ltr className="muted">{formatDateTime(h.at)}</Ltr>
              {h.reason && (
                <span className="tl-reason">
                  <Auto>{h.reason}</Auto>
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>
      <Dialog
        header={dialog === 'REJECT' ? t('view.rejectTitle') : t('view.krokyTitle')}
        visible={dialog !== null}
        onHide={() => setDialog(null)}
        style={{ inlineSize: 'min(32rem, 95vw)' }}
        footer={
          <div className="form-actions">
            <Button type="button" label={t('form.cancel')} outlined onClick={() => setDialog(null)} />
            <Button
              type="button"
              label={dialog === 'REJECT' ? t('view.reject') : t('view.store')}
              severity={dialog === 'REJECT' ? 'danger' : undefined}
              loading={step.isPending}
              onClick={submitDialog}
              data-testid="temp-licence-dialog-submit"
            />
          </div>
        }
      >
        {dialog === 'REJECT' ? (
          <Field id="tl-rejection-reason" label={t('fields.rejection_reason')} error={fieldError ? message(fieldError) : undefined} required>
            <InputTextarea id="tl-rejection-reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={1000} dir="auto" invalid={!!fieldError} autoFocus />
          </Field>
        ) : (
          <Field id="tl-kroky" label={t('fields.kroky_document')} error={fieldError ? message(fieldError) : undefined} hint={t('form.krokyHint')} required>
            <FilePicker
              id="tl-kroky"
              accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
              value={file}
              onChange={setFile}
              existing={r.kroky_document}
              invalid={!!fieldError}
            />
          </Field>
        )}
      </Dialog>
    </>
  );
}
