/**
 * The admin's two decisions on an application, each a dialog whose form runs the
 * userAccount machine's guard (at least one role; a reason) before calling the API.
 * Each form starts from the account it opens: it is mounted per account (keyed by
 * its id) and unmounted when the dialog closes, so nothing chosen for one account
 * — and then cancelled — carries over to the next. The roles offered are only
 * those for the account's type.
 */
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { rolesRule } from '../../../shared/rules/user';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { applyServerErrors } from '../../shared/lib/forms';
import { notifyFailure } from '../../shared/ui/notify';
import type { AccountTypeCode, User } from './api';
import { RolesField } from './AccountFields';

const ActivateSchema = v.object({ roles: rolesRule });

interface DialogProps {
  user: User | null;
  onClose: () => void;
  /** runs the event through the machine; rejects with an ApiFailure */
  onSubmit: (payload: Record<string, unknown>) => Promise<void>;
}

export function ActivateDialog({ user, onClose, onSubmit }: DialogProps) {
  const { t } = useTranslation('users');
  return (
    <Dialog header={user ? t('requests.activateTitle', { name: user.name }) : ''} visible={!!user} onHide={onClose} style={{ width: 'min(32rem, 95vw)' }} modal>
      {user && <ActivateForm key={user.id} user={user} onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function ActivateForm({ user, onClose, onSubmit }: DialogProps & { user: User }) {
  const { t } = useTranslation('users');
  const form = useForm<{ roles: number[] }>({ resolver: valibotResolver(ActivateSchema), defaultValues: { roles: [] } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['roles'])) notifyFailure(e);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <RolesField form={form} id="activate-roles" hint={t('requests.rolesHint', { type: user.type.name })} accountType={user.type.code as AccountTypeCode} />
      <div className="dialog-actions">
        <Button type="button" label={t('common:actions.cancel')} text onClick={onClose} />
        <Button type="submit" label={t('requests.activate')} icon="pi pi-check" severity="success" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}

export function RejectDialog({ user, onClose, onSubmit }: DialogProps) {
  const { t } = useTranslation('users');
  return (
    <ReasonDialog
      key={user?.id ?? 0}
      id="reject"
      open={!!user}
      title={user ? t('requests.rejectTitle', { name: user.name }) : ''}
      label={t('fields.rejectReason')}
      hint={t('requests.reasonHint')}
      submitLabel={t('requests.reject')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={onSubmit}
    />
  );
}
