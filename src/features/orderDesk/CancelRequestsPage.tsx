/**
 * /cancel-requests and /location-order-cancel-requests (spec 001 §2): the authority's desk of the
 * requests to cancel an order or to replace its contractor or consultant, newest first, filtered
 * by status and type, paged, all in the address. A pending request offers the cancel-request
 * machine's events this user may send: APPROVE asks the machine's confirmation question first
 * (approving cancels the order, or releases its contractor or consultant), REJECT asks for the
 * reason (the machine's guard — the server's own rule — answers in the dialog when it is empty).
 * Each runs through the machine in a mutation; the server's message is the toast, a refusal
 * (409 already decided, a stale version, the order's own rules) a notification; the list refreshes.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelRequestMachine } from '../../../machines';
import type { LifecycleEvent } from '../../../machines/core/runtime';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { confirmAction } from '../../shared/ui/confirm';
import { Column, FilterSelect, ListTable, useListParams } from '../../shared/ui/list';
import { RowAction } from '../../shared/ui/list/RowAction';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { statusOptions } from '../../shared/workflow/statusOptions';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { cancelRequestActors, companyLabel, invalidateFamily, useCancelRequests, type CancelRequest, type CancelRequestFilters, type CancelRequestType, type Decided } from './api';
import { useDesk, type Desk } from './desk';
import { eventWords, langOf, OrderRef, ReasonDialog } from './parts';

const FILTERS = ['status', 'type'] as const;
const TYPES: CancelRequestType[] = ['order', 'contractor', 'consultant'];
const STATUSES = ['pending', 'approved', 'rejected'] as const;

type Row = Decided<CancelRequest>;

/** The screen of the address's family; a new family is a new screen (its list, its actors). */
export default function CancelRequestsPage() {
  const desk = useDesk();
  return <CancelRequests key={desk.family} desk={desk} />;
}

function CancelRequests({ desk }: { desk: Desk }) {
  const { t, i18n } = useTranslation('orderDesk');
  const lang = langOf(i18n.language);
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const status = STATUSES.find((s) => s === list.filters.status);
  const type = TYPES.find((s) => s === list.filters.type);
  const filters: CancelRequestFilters = { paginate: list.perPage, ...(status ? { status } : {}), ...(type ? { type } : {}) };
  const query = useCancelRequests(desk.family, filters, list.page);
  const lifecycle = useLifecycle<Row>(cancelRequestMachine, cancelRequestActors[desk.family]);
  // the machine's `who` names either family's desk permission: this screen's family is the one that counts
  const deciding = hasPermission(session, desk.permissions.cancelRequests);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const step = useMutation({
    mutationFn: ({ row, event }: { row: Row; event: LifecycleEvent }) => lifecycle.run(row, event),
    onSuccess: (after, { row, event }) => {
      notify('success', after.message || eventWords(cancelRequestMachine, row.status, event.type, lang).label);
      setRejecting(null);
    },
    onError: (e) => {
      // a refusal of the reason stays in the open dialog; anything else is said aloud and closes it
      const field = isApiFailure(e) ? e.errors?.rejection_reason?.[0] : undefined;
      if (field && rejecting) return setReasonError(field);
      notifyFailure(e);
      setRejecting(null);
    },
    onSettled: () => invalidateFamily(client, desk.family),
  });
  const busyWith = (r: Row) => step.isPending && step.variables?.row.id === r.id;

  const approve = (r: Row) => {
    const words = eventWords(cancelRequestMachine, r.status, 'APPROVE', lang);
    const send = () => step.mutate({ row: r, event: { type: 'APPROVE' } });
    if (!words.confirm) return send();
    confirmAction({ title: `${words.label} #${r.id}`, text: words.confirm, confirm: words.label, accept: send });
  };

  const actions = (r: Row) => {
    const accepts = deciding ? lifecycle.available(r.status) : [];
    if (!accepts.length) return null;
    const approveWords = eventWords(cancelRequestMachine, r.status, 'APPROVE', lang);
    const rejectWords = eventWords(cancelRequestMachine, r.status, 'REJECT', lang);
    return (
      <div className="row-actions">
        {accepts.includes('APPROVE') && (
          <RowAction icon="pi pi-check" label={`${approveWords.label}: #${r.id}`} tip={approveWords.label} disabled={busyWith(r)} onClick={() => approve(r)} data-testid="approve" />
        )}
        {accepts.includes('REJECT') && (
          <RowAction
            icon="pi pi-times"
            danger
            label={`${rejectWords.label}: #${r.id}`}
            tip={rejectWords.label}
            disabled={busyWith(r)}
            onClick={() => {
              setReasonError(null);
              setRejecting(r);
            }}
            data-testid="reject"
          />
        )}
      </div>
    );
  };

  const title = t(desk.titles.cancelRequests);
  return (
    <div className="desk-page">
      <PageHeader title={title} />
      <div className="filters list-filters" role="search" aria-label={t('list.filters')}>
        <FilterSelect list={list} name="status" options={statusOptions(cancelRequestMachine, lang)} label={t('fields.status')} />
        <FilterSelect list={list} name="type" options={TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} label={t('fields.type')} />
      </div>
      <ListTable<Row> list={list} query={query} emptyText={t('list.emptyCancelRequests')} label={title} renderKey={step.isPending ? step.variables?.row.id : undefined}>
        <Column header={t('fields.number')} body={(r: Row) => <Ltr>#{r.id}</Ltr>} />
        <Column header={t('fields.order')} className="desk-cell-wide" body={(r: Row) => <OrderRef desk={desk} id={r.order_id} title={r.order_title} />} />
        <Column header={t('fields.type')} body={(r: Row) => t(`types.${r.type}`)} />
        <Column header={t('fields.reason')} className="desk-cell-text" body={(r: Row) => <Auto className="desk-text">{r.reason}</Auto>} />
        <Column header={t('fields.replacement')} body={(r: Row) => (r.replacement ? <Auto>{companyLabel(r.replacement)}</Auto> : <span className="muted">{t('view.none')}</span>)} />
        <Column
          header={t('fields.status')}
          className="desk-cell-status"
          body={(r: Row) => (
            <span className="desk-stack">
              <StatusBadge machine={cancelRequestMachine} status={r.status} />
              {r.rejection_reason && (
                <small>
                  <span className="muted">{t('fields.rejectionReason')}: </span>
                  <Auto>{r.rejection_reason}</Auto>
                </small>
              )}
            </span>
          )}
        />
        <Column header={t('fields.requestedAt')} className="desk-nowrap" body={(r: Row) => <Ltr>{formatDateTime(r.created_at)}</Ltr>} />
        <Column header={t('common:table.actions')} body={actions} />
      </ListTable>
      <ReasonDialog
        open={rejecting !== null}
        header={eventWords(cancelRequestMachine, 'pending', 'REJECT', lang).label}
        label={t('fields.rejectionReason')}
        summary={
          rejecting && (
            <>
              <p>
                <Ltr>#{rejecting.id}</Ltr> — {t(`types.${rejecting.type}`)}: <OrderRef desk={desk} link={false} id={rejecting.order_id} title={rejecting.order_title} />
              </p>
              <p className="muted">
                <Auto>{rejecting.reason}</Auto>
              </p>
            </>
          )
        }
        busy={step.isPending}
        error={reasonError}
        onHide={() => setRejecting(null)}
        onSubmit={(reason) => {
          if (!rejecting) return;
          setReasonError(null);
          step.mutate({ row: rejecting, event: { type: 'REJECT', rejection_reason: reason } });
        }}
      />
    </div>
  );
}
