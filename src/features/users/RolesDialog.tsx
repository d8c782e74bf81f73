/**
 * Change an activated account's roles (spec: users/update-user-role): at least one
 * role, among the roles for the account's type. The form is mounted per account
 * (keyed by its id) and starts from that account's roles; closing drops it.
 */
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { rolesRule } from '../../../shared/rules/user';
import { applyServerErrors } from '../../shared/lib/forms';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { storeUser, updateUserRoles, type AccountTypeCode, type User } from './api';
import { RolesField } from './AccountFields';

const RolesSchema = v.object({ roles: rolesRule });

export function RolesDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <Dialog header={user ? t('rolesDialog.title', { name: user.name }) : ''} visible={!!user} onHide={onClose} style={{ width: 'min(32rem, 95vw)' }} modal>
      {user && <RolesForm key={user.id} user={user} onClose={onClose} />}
    </Dialog>
  );
}

function RolesForm({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('users');
  const client = useQueryClient();
  const form = useForm<{ roles: number[] }>({ resolver: valibotResolver(RolesSchema), defaultValues: { roles: user.roles.map((r) => r.id) } });
  const submit = form.handleSubmit(async ({ roles: chosen }) => {
    try {
      const res = await updateUserRoles(user, chosen);
      notify('success', res.message);
      await storeUser(client, res.data);
      onClose();
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['roles'])) notifyFailure(e);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <RolesField form={form} id="roles-dialog" hint={t('hints.roles')} accountType={user.type.code as AccountTypeCode} />
      <div className="dialog-actions">
        <Button type="button" label={t('common:actions.cancel')} text onClick={onClose} />
        <Button type="submit" label={t('rolesDialog.save')} icon="pi pi-check" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
