/**
 * Bulk decisions on the requests list: activate (with roles) or reject (with a reason)
 * the chosen applications, or everything matching the filters (up to the server's cap).
 * First a preview — which accounts the userAccount machine accepts and why it refuses
 * the others — then the run, which reports per account.
 */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { Tag } from 'primereact/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../openapi/schema';
import { api, unwrap } from '../../shared/api/client';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { invalidateUsers, useRoleOptions, type User, type UserFilters } from './api';

type BulkRequest = components['schemas']['UserBulkRequest'];
type BulkResult = components['schemas']['UserBulkResult']['data'];
type Event = BulkRequest['event'];

const BULK_MAX = 200;

const preview = async (body: BulkRequest) => (await unwrap(api.POST('/users/bulk/preview', { body }))).data;
const apply = async (body: BulkRequest) => unwrap(api.POST('/users/bulk/apply', { body }));

interface Props {
  selection: User[];
  onClear: () => void;
  /** the list's filters, for "everything matching" */
  filters: UserFilters;
  total: number;
}

export function BulkDecisions({ selection, onClear, filters, total }: Props) {
  const { t } = useTranslation('lists');
  const { t: tu } = useTranslation('users');
  const qc = useQueryClient();
  const [allMatching, setAllMatching] = useState(false);
  const [event, setEvent] = useState<Event | null>(null);
  const [roles, setRoles] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<BulkResult | null>(null);
  const [ran, setRan] = useState(false);
  const [busy, setBusy] = useState(false);
  const roleOptions = useRoleOptions(event === 'ACTIVATE');
  const count = allMatching ? Math.min(total, BULK_MAX) : selection.length;

  const body = (): BulkRequest => {
    const { paginate: _p, ...f } = filters;
    return {
      event: event!,
      ...(allMatching ? { filters: f } : { ids: selection.map((u) => u.id) }),
      payload: event === 'ACTIVATE' ? { roles } : { reject_reason: reason.trim() },
    };
  };
  const close = () => {
    setEvent(null);
    setResult(null);
    setRan(false);
    setRoles([]);
    setReason('');
  };
  const run = async (what: 'preview' | 'apply') => {
    setBusy(true);
    try {
      if (what === 'preview') setResult(await preview(body()));
      else {
        const r = await apply(body());
        setResult(r.data);
        setRan(true);
        notify(r.data.refused ? 'warning' : 'success', r.message);
        onClear();
        await invalidateUsers(qc);
      }
    } catch (e) {
      notifyFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const ready = event === 'ACTIVATE' ? roles.length > 0 : reason.trim().length > 0;
  const label = event === 'ACTIVATE' ? tu('requests.activate') : tu('requests.reject');
  return (
    <>
      <span className="muted" aria-live="polite">
        {t('bulk.selected', { count })}
      </span>
      <span className="p-field-checkbox">
        <Checkbox inputId="bulk-all" checked={allMatching} onChange={(e) => setAllMatching(!!e.checked)} />
        <label htmlFor="bulk-all">{t('bulk.allMatching', { max: BULK_MAX })}</label>
      </span>
      <Button type="button" size="small" icon="pi pi-check" label={tu('requests.activate')} severity="success" outlined disabled={count === 0} onClick={() => setEvent('ACTIVATE')} />
      <Button type="button" size="small" icon="pi pi-times" label={tu('requests.reject')} severity="danger" outlined disabled={count === 0} onClick={() => setEvent('REJECT')} />
      {selection.length > 0 && <Button type="button" size="small" text label={t('bulk.clear')} onClick={onClear} />}
      <Dialog
        header={event ? t('bulk.previewTitle', { event: label }) : ''}
        visible={!!event}
        onHide={close}
        style={{ width: 'min(40rem, 95vw)' }}
        footer={
          ran ? (
            <Button type="button" label={t('bulk.close')} onClick={close} />
          ) : (
            <>
              <Button type="button" label={t('bulk.close')} text onClick={close} />
              <Button type="button" label={t('bulk.preview')} icon="pi pi-eye" outlined disabled={!ready} loading={busy && !result} onClick={() => void run('preview')} />
              <Button
                type="button"
                label={t('bulk.apply', { count: result?.accepted ?? 0 })}
                icon="pi pi-check"
                severity={event === 'REJECT' ? 'danger' : 'success'}
                disabled={!ready || !result || result.accepted === 0}
                loading={busy && !!result}
                onClick={() => void run('apply')}
              />
            </>
          )
        }
      >
        {!ran && event === 'ACTIVATE' && (
          <div className="field">
            <label htmlFor="bulk-roles">{t('bulk.roles')}</label>
            <MultiSelect
              inputId="bulk-roles"
              value={roles}
              options={(roleOptions.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              onChange={(e) => {
                setRoles(e.value as number[]);
                setResult(null);
              }}
              display="chip"
              className="w-full"
              filter
            />
          </div>
        )}
        {!ran && event === 'REJECT' && (
          <div className="field">
            <label htmlFor="bulk-reason">{t('bulk.reason')}</label>
            <InputTextarea
              id="bulk-reason"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setResult(null);
              }}
              rows={3}
              className="w-full"
              dir="auto"
              maxLength={1000}
            />
          </div>
        )}
        {result && (
          <>
            <div className="bulk-summary">
              <Tag severity="success" value={ran ? t('bulk.applied', { ok: result.accepted, failed: result.refused }) : t('bulk.accepted', { count: result.accepted })} />
              {!ran && result.refused > 0 && <Tag severity="danger" value={t('bulk.refused', { count: result.refused })} />}
            </div>
            {result.accepted === 0 && !ran && <p>{t('bulk.nothing')}</p>}
            <ul className="bulk-list" aria-label={t('bulk.result')}>
              {result.items.map((i) => (
                <li key={i.id} data-result={i.result}>
                  <span>
                    <bdi>{i.name}</bdi>{' '}
                    <span className="muted" dir="ltr">
                      {i.email}
                    </span>
                  </span>
                  {i.result === 'refused' ? (
                    <span className="refusal">{Object.values(i.errors ?? {}).flat()[0] ?? i.message}</span>
                  ) : (
                    <Tag severity="success" value={i.result === 'applied' ? t('bulk.ok') : i.status_text} icon="pi pi-check" />
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </Dialog>
    </>
  );
}
