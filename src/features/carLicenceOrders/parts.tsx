/**
 * What the car licence screens share: the panel of a request that cannot be opened — missing or another
 * company's (404), or rejected (409, the server's "You can't view or update a rejected licence request",
 * spec 001 §8) — and the authority's reject dialog (a reason is required: the machine's own rule).
 */
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../shared/api/errors';
import { applyServerErrors } from '../../shared/lib/forms';
import { notifyFailure } from '../../shared/ui/notify';
import { Field } from '../../shared/ui/Field';
import { PageHeader } from '../../shared/ui/PageHeader';
import { rejectReasonRule } from '../../../shared/rules/user';
import type { CarLicenceOrder } from './api';
import { isStaffType } from '../../../shared/accountTypes';
import type { SessionData } from '../../shared/auth/session';

/**
 * The caller's parties on a request it sees: a company sees only its own (the server's scope), so it is their
 * `owner`; staff (admin, kdana) see every company's and are no request's owner.
 */
export const partiesOf = (session: SessionData | null): string[] => (isStaffType(session?.type?.code ?? session?.user.type.code ?? '') ? [] : ['owner']);

/** A load that answered 404 or 409 (a rejected request): the request cannot be opened; say why and lead back to the list. */
export const unopenable = (error: unknown): boolean => isApiFailure(error) && (error.status === 404 || error.status === 409);

export function Unopenable({ title, error }: { title: string; error?: unknown }) {
  const { t } = useTranslation('carLicenceOrders');
  const locked = isApiFailure(error) && error.status === 409;
  return (
    <>
      <PageHeader title={title} />
      <div className="state-panel state-error" role="alert" data-testid={locked ? 'car-licence-locked' : 'car-licence-missing'}>
        <i className="pi pi-lock" aria-hidden />
        <p>{locked && isApiFailure(error) ? error.message : t('form.notFound')}</p>
        <Link to="/request-licenses" className="p-button p-button-outlined">
          {t('titles.list')}
        </Link>
      </div>
    </>
  );
}

const RejectSchema = v.object({ reject_reason: rejectReasonRule });

export function RejectDialog({ record, onClose, onSubmit }: { record: CarLicenceOrder | null; onClose: () => void; onSubmit: (values: { reject_reason: string }) => Promise<unknown> }) {
  const { t } = useTranslation('carLicenceOrders');
  return (
    <Dialog header={record ? t('reject.title', { name: record.plate_number }) : ''} visible={!!record} onHide={onClose} style={{ width: 'min(32rem, 95vw)' }} modal>
      {record && <RejectForm key={record.id} onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function RejectForm({ onClose, onSubmit }: { onClose: () => void; onSubmit: (values: { reject_reason: string }) => Promise<unknown> }) {
  const { t } = useTranslation('carLicenceOrders');
  const form = useForm<{ reject_reason: string }>({ resolver: valibotResolver(RejectSchema), defaultValues: { reject_reason: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['reject_reason'])) notifyFailure(e);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field id="car-licence-reject-reason" label={t('fields.reject_reason')} error={form.formState.errors.reject_reason?.message} required>
        <InputTextarea
          id="car-licence-reject-reason"
          rows={4}
          autoResize
          dir="auto"
          className="w-full"
          {...form.register('reject_reason')}
          invalid={!!form.formState.errors.reject_reason}
          aria-invalid={!!form.formState.errors.reject_reason}
        />
      </Field>
      <div className="dialog-actions">
        <Button type="button" label={t('reject.cancel')} text onClick={onClose} />
        <Button type="submit" label={t('reject.submit')} icon="pi pi-times" severity="danger" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
