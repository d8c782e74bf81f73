/**
 * What an administrator does to an account from the list and the details page:
 * the platform switch (the userAccount machine's DISABLE/ENABLE, shown only when
 * the machine accepts it), the government/entity switches, activate and reject,
 * and delete (with the spec's confirmation). Each answer from the server updates
 * the cached account at once so the next action carries its new version.
 *
 * The government/entity switches change what an account may do with one click, so
 * each asks first — naming the account and the change — and, once applied, offers
 * to undo it (a toast whose Undo sends the reverse change).
 */
import type { Permission } from '../../../shared/permission-names';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InputSwitch } from 'primereact/inputswitch';
import { userAccountMachine } from '../../../machines/userAccount/machine';
import { hasPermission, useSession } from '../../shared/auth/session';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { confirmAction, confirmDelete } from '../../shared/ui/confirm';
import { deleteUser, setUserFlag, storeUser, userAccountActors, invalidateUsers, type FlagName, type User } from './api';
import { offerUndo } from './undo';

export type PlatformEvent = 'DISABLE' | 'ENABLE';

export function useUserActions() {
  const { t } = useTranslation('users');
  const client = useQueryClient();
  const session = useSession();
  const lifecycle = useLifecycle<User>(userAccountMachine, userAccountActors);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const isAdmin = session?.type?.code === 'admin';

  const track = async (id: number, run: () => Promise<void>) => {
    setBusy((s) => new Set(s).add(id));
    try {
      await run();
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  };

  /** After a refusal the cached account may be stale: fetch it again. */
  const refresh = () => invalidateUsers(client);

  const runPlatform = (user: User, event: PlatformEvent) =>
    track(user.id, async () => {
      try {
        const updated = await lifecycle.run(user, { type: event });
        notify('success', t(event === 'DISABLE' ? 'platform.disabled' : 'platform.enabled', { name: user.name }));
        await storeUser(client, updated);
      } catch (e) {
        notifyFailure(e);
        await refresh();
      }
    });

  type FlagWords = { name: string; field: string; from: string; to: string };
  const applyFlag = (user: User, flag: FlagName, value: 0 | 1, words: FlagWords) =>
    track(user.id, async () => {
      try {
        const res = await setUserFlag(user, flag, value);
        await storeUser(client, res.data);
        offerUndo(
          t('flags.applied', words),
          t('flags.undo'),
          () => void undoFlag(res.data, flag, value ? 0 : 1, words),
          (text) => notify('success', text),
        );
      } catch (e) {
        notifyFailure(e);
        await refresh();
      }
    });
  /** The reverse change, sent with the version the change left the account at. */
  const undoFlag = (user: User, flag: FlagName, value: 0 | 1, words: FlagWords) =>
    track(user.id, async () => {
      try {
        const res = await setUserFlag(user, flag, value);
        await storeUser(client, res.data);
        notify('success', t('flags.undone', words));
      } catch (e) {
        notifyFailure(e);
        await refresh();
      }
    });

  return {
    busy: (user: User) => busy.has(user.id),
    /** the government/entity switches: administrators holding user-update (the API's rule) */
    canSwitch: isAdmin && hasPermission(session, 'user-update'),
    canEdit: isAdmin && hasPermission(session, 'user-update'),
    canCreate: isAdmin && hasPermission(session, 'user-create'),
    canDelete: isAdmin && hasPermission(session, 'user-delete'),
    can: (permission: Permission) => hasPermission(session, permission),
    isSelf: (user: User) => session?.user.id === user.id,
    /** the lifecycle events this administrator may send to the account now */
    available: (user: User) => lifecycle.available(user.status),
    /** DISABLE or ENABLE when the machine accepts it from this user, else nothing */
    platformEvent: (user: User): PlatformEvent | undefined => lifecycle.available(user.status).find((e): e is PlatformEvent => e === 'DISABLE' || e === 'ENABLE'),
    setPlatform: (user: User, event: PlatformEvent) => {
      if (event === 'ENABLE') return void runPlatform(user, event);
      // disabling signs the user out everywhere: ask first
      confirmAction({
        title: t('platform.disableTitle', { name: user.name }),
        text: t('platform.disableText'),
        confirm: t('platform.disableConfirm'),
        danger: true,
        accept: () => void runPlatform(user, event),
      });
    },
    /** Ask, naming the account and the change; apply; then offer to undo it. */
    setFlag: (user: User, flag: FlagName, value: 0 | 1) => {
      const words = { name: user.name, field: t(flagLabel[flag]), from: t(value ? 'flags.off' : 'flags.on'), to: t(value ? 'flags.on' : 'flags.off') };
      confirmAction({
        title: t('flags.confirmTitle', words),
        text: t(value ? `flags.${flag}.onText` : `flags.${flag}.offText`, words),
        confirm: t('flags.confirm'),
        accept: () => void applyFlag(user, flag, value, words),
      });
    },
    /** Run ACTIVATE or REJECT through the machine (the dialogs show field errors themselves). */
    decide: async (user: User, event: { type: 'ACTIVATE' | 'REJECT' } & Record<string, unknown>) => {
      try {
        const updated = await lifecycle.run(user, event);
        notify('success', t(event.type === 'ACTIVATE' ? 'requests.activated' : 'requests.rejected', { name: user.name }));
        await storeUser(client, updated);
      } catch (e) {
        await refresh();
        throw e;
      }
    },
    remove: (user: User, after?: () => void) =>
      confirmDelete(
        async () => {
          const res = await deleteUser(user);
          await invalidateUsers(client);
          after?.();
          return res.message;
        },
        { title: t('list.deleteTitle', { name: user.name }) },
      ),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;

/** The platform account switch: on = active, off = disabled; present only when the machine takes DISABLE or ENABLE. */
export function PlatformSwitch({ user, actions }: { user: User; actions: UserActions }) {
  const { t } = useTranslation('users');
  const event = actions.platformEvent(user);
  if (!event)
    return (
      <span className="muted" title={t('list.platformNone')}>
        —
      </span>
    );
  return (
    <InputSwitch
      checked={user.status === 'active'}
      onChange={() => actions.setPlatform(user, event)}
      disabled={actions.busy(user) || actions.isSelf(user)}
      aria-label={t('list.switchLabel', { field: t('fields.platform'), name: user.name })}
      tooltip={t(event === 'DISABLE' ? 'list.platformOn' : 'list.platformOff')}
      tooltipOptions={{ position: 'top' }}
      data-testid={`platform-${user.id}`}
    />
  );
}

const flagLabel: Record<FlagName, string> = { is_government: 'fields.government', is_government_for_location_order: 'fields.governmentForLocationOrder', is_entity: 'fields.entity' };

/** One of the admin's switches; a read-only yes/no for anyone else. */
export function FlagSwitch({ user, flag, actions }: { user: User; flag: FlagName; actions: UserActions }) {
  const { t } = useTranslation('users');
  const on = user[flag] === 1;
  if (!actions.canSwitch) return <span>{on ? t('common:yes') : t('common:no')}</span>;
  return (
    <InputSwitch
      checked={on}
      onChange={(e) => void actions.setFlag(user, flag, e.value ? 1 : 0)}
      disabled={actions.busy(user)}
      aria-label={t('list.switchLabel', { field: t(flagLabel[flag]), name: user.name })}
      data-testid={`${flag}-${user.id}`}
    />
  );
}
