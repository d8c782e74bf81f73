/**
 * What the car licence screens share: the panel of a request that cannot be opened — missing or another
 * company's (404), or rejected (409, the server's "You can't view or update a rejected licence request",
 * spec 001 §8) — and the authority's reject dialog (a reason is required: the machine's own rule).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../shared/api/errors';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import type { CarLicenceOrder } from './api';
import { isStaffType } from '../../../shared/accountTypes';
import type { SessionData } from '../../shared/auth/session';
import { accountTypeOf } from '../../shared/auth/session';

/**
 * The caller's parties on a request it sees: a company sees only its own (the server's scope), so it is their
 * `owner`; staff (admin, kdana) see every company's and are no request's owner.
 */
export const partiesOf = (session: SessionData | null): string[] => (isStaffType(accountTypeOf(session)) ? [] : ['owner']);

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

/** The authority's reject dialog: a reason is required (the machine's own rule). */
export function RejectDialog({ record, onClose, onSubmit }: { record: CarLicenceOrder | null; onClose: () => void; onSubmit: (values: { reject_reason: string }) => Promise<unknown> }) {
  const { t } = useTranslation('carLicenceOrders');
  return (
    <ReasonDialog
      id="car-licence-reject"
      open={!!record}
      title={record ? t('reject.title', { name: record.plate_number }) : ''}
      label={t('fields.reject_reason')}
      submitLabel={t('reject.submit')}
      cancelLabel={t('reject.cancel')}
      onClose={onClose}
      onSubmit={onSubmit}
    />
  );
}
