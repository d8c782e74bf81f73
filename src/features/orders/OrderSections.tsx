/**
 * The sections of an order's pages (details, processing, preparation, tracking), each from the one
 * details answer: parties, camp and numbers, services, pledges (uploads and their review), sharers'
 * signatures, the readiness checklist (the facts SUBMIT and SEND_TO_TSLEEM are guarded by), the
 * works (GIS image, electric meter, electricity delivery) and the history as a timeline.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { attachmentMachine, sharerSignatureMachine } from '../../../machines';
import { availableEvents, transitionsFrom } from '../../../machines/core/runtime';
import { pick, type Lang } from '../../../shared/label';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { Chip } from '../../shared/ui/list/Chip';
import { FilePicker } from '../../shared/ui/FilePicker';
import { FileLink } from '../../shared/ui/StoredFile';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { confirmAction } from '../../shared/ui/confirm';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { isApiFailure } from '../../shared/api/errors';
import { message } from '../../shared/i18n';
import { formatDate, formatDateTime, formatHijri } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { statusOf } from '../../shared/workflow/statusOptions';
import { senderOf } from '../../shared/workflow/useLifecycle';
import { hasPermission, useSession } from '../../shared/auth/session';
import { fileCaps } from '../../../shared/limits';
import {
  approvePledge,
  invalidateOrders,
  partyName,
  rejectPledge,
  signOrder,
  unsignOrder,
  uploadPledge,
  type OrderDetails,
  type OrderPledge,
  type OrderPledgeUpload,
  type OrderSignature,
} from './api';
import { companyOfSession } from './lifecycle';
import { useOrderFamily } from './family';

const useLang = (): Lang => (useTranslation().i18n.language === 'en' ? 'en' : 'ar');
const day = (iso: string) => `${iso}T12:00:00`;

/** A section of an order page: a titled card. */
export function Section({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`order-section ${className ?? ''}`} aria-labelledby={`order-section-${id}`} data-section={id}>
      <h2 id={`order-section-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** A date as both calendars show it: Gregorian (left to right) and Hijri under it. */
export function Dual({ date, lang }: { date: string; lang: Lang }) {
  return (
    <span className="order-date">
      <Ltr>{formatDate(day(date))}</Ltr>
      <small className="muted">{formatHijri(day(date), lang)}</small>
    </span>
  );
}

export function PartiesSection({ record }: { record: OrderDetails }) {
  const { t } = useTranslation('orders');
  const none = <span className="muted">{t('details.notChosen')}</span>;
  const rows: Array<[string, ReactNode]> = [
    [t('fields.receiver'), partyName(record.receiver)],
    [t('fields.design_office'), partyName(record.design_office)],
    [t('fields.contractor'), partyName(record.contracter)],
    [t('fields.consultant'), partyName(record.consultor)],
    [t('fields.garbage'), partyName(record.garbage)],
  ];
  return (
    <Section id="parties" title={t('details.sections.parties')}>
      <dl className="order-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ? <Auto>{value}</Auto> : none}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function CampSection({ record }: { record: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const none = t('list.none');
  const num = (n: number | null | undefined) => (n === null || n === undefined ? none : <Ltr>{n}</Ltr>);
  return (
    <Section id="camp" title={t('details.sections.camp')}>
      <dl className="order-facts">
        <div>
          <dt>{t('fields.camp')}</dt>
          <dd>{record.get_camp ? <Auto>{refLabel(record.get_camp, lang)}</Auto> : none}</dd>
        </div>
        <div>
          <dt>{t('fields.number_of_hijaj')}</dt>
          <dd>{num(record.number_of_hijaj)}</dd>
        </div>
        <div>
          <dt>{t('fields.tent_count')}</dt>
          <dd>{num(record.tent_count)}</dd>
        </div>
        <div>
          <dt>{t('fields.count_day')}</dt>
          <dd>{num(record.count_day)}</dd>
        </div>
        <div>
          <dt>{t('fields.planed_achive_date')}</dt>
          <dd>{record.planed_achive_date ? <Dual date={record.planed_achive_date} lang={lang} /> : none}</dd>
        </div>
        {record.license_end_date && (
          <div>
            <dt>{t('fields.license_end')}</dt>
            <dd>
              <Dual date={record.license_end_date} lang={lang} />
            </dd>
          </div>
        )}
        <div className="order-facts-wide">
          <dt>{t('fields.notes')}</dt>
          <dd>{record.notes ? <Auto className="order-notes">{record.notes}</Auto> : none}</dd>
        </div>
      </dl>
    </Section>
  );
}

export function ServicesSection({ record }: { record: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  return (
    <Section id="services" title={t('details.sections.services')}>
      {record.requested_specialist?.length ? (
        <p className="order-note">
          <i className="pi pi-clock" aria-hidden /> {t('details.requestedSpecialist')}
          <Ltr>{record.requested_specialist.map((s) => `#${s}`).join('، ')}</Ltr>
        </p>
      ) : null}
      {record.services.length === 0 ? (
        <p className="muted">{t('details.noServices')}</p>
      ) : (
        <div className="order-table-scroll">
          <table className="order-table">
            <caption className="visually-hidden">{t('details.sections.services')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fields.service')}</th>
                <th scope="col">{t('fields.specialty')}</th>
                <th scope="col">{t('fields.quantity')}</th>
              </tr>
            </thead>
            <tbody>
              {record.services.map((s) => (
                <tr key={s.id}>
                  <td>
                    <Auto>{refLabel(s.service, lang)}</Auto>
                  </td>
                  <td>
                    {s.specialist ? (
                      <Auto>{s.specialist.name}</Auto>
                    ) : (
                      <span className="order-warning">
                        <i className="pi pi-exclamation-triangle" aria-hidden /> {t('details.specialtyMissing')}
                      </span>
                    )}
                  </td>
                  <td>
                    <Ltr>{s.quantity}</Ltr>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

/** The upload that counts (the newest not replaced), if any. */
const liveUpload = (p: OrderPledge): OrderPledgeUpload | undefined => p.uploads.find((u) => u.status !== 'replaced');

export function PledgesSection({ record }: { record: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const session = useSession();
  const client = useQueryClient();
  const owner = senderOf(session, record.parties);
  const reviewer = senderOf(session, []);
  const open = ['draft', 'returned'].includes(record.status);
  const F = useOrderFamily();
  const ownerMay = record.parties.includes('owner') && hasPermission(session, F.can('order-update'));
  const [files, setFiles] = useState<Record<number, File | null>>({});
  const [rejecting, setRejecting] = useState<{ upload: OrderPledgeUpload; title: string } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: ({ pledge, file }: { pledge: OrderPledge; file: File }) => uploadPledge(F.family, record.id, pledge.pledge_id, file),
    onSuccess: async (res, { pledge }) => {
      notify('success', res.message);
      setFiles((f) => ({ ...f, [pledge.pledge_id]: null }));
      await invalidateOrders(client);
    },
    onError: (e) => {
      // a file refused on its field (type, size) is said with the field's words
      const field = isApiFailure(e) && e.errors ? Object.values(e.errors)[0]?.[0] : undefined;
      if (field) notify('danger', field);
      else notifyFailure(e);
    },
  });
  const review = useMutation({
    mutationFn: ({ upload: u, approve, reason: why }: { upload: OrderPledgeUpload; approve: boolean; reason?: string }) =>
      approve ? approvePledge(F.family, u) : rejectPledge(F.family, u, why ?? ''),
    onSuccess: async (res) => {
      notify('success', res.message);
      setRejecting(null);
      await invalidateOrders(client);
    },
    onError: (e) => {
      const field = isApiFailure(e) ? e.errors?.rejection_reason?.[0] : undefined;
      if (field && rejecting) setReasonError(field);
      else notifyFailure(e);
    },
  });

  if (!record.pledges.length)
    return (
      <Section id="pledges" title={t('details.sections.pledges')}>
        <p className="muted">{t('details.pledges.none')}</p>
      </Section>
    );
  return (
    <Section id="pledges" title={t('details.sections.pledges')}>
      {!open && record.parties.includes('owner') && <p className="muted">{t('details.pledges.closed')}</p>}
      <ul className="order-pledges">
        {record.pledges.map((p) => {
          const title = lang === 'en' && p.title_en ? p.title_en : p.title;
          const live = liveUpload(p);
          const canUpload = open && ownerMay && (!live || availableEvents(attachmentMachine, live.status, owner).includes('REPLACE'));
          const file = files[p.pledge_id] ?? null;
          const inputId = `pledge-file-${p.pledge_id}`;
          return (
            <li key={p.pledge_id} className="order-pledge" data-pledge={p.pledge_id}>
              <div className="order-pledge-head">
                <h3>
                  <Auto>{title}</Auto>
                </h3>
                <span className="order-chips">
                  <Chip text={p.is_required ? t('details.pledges.required') : t('details.pledges.optional')} tone={p.is_required ? 'warning' : 'info'} />
                  {p.is_fire ? <Chip text={t('details.pledges.fire')} tone="danger" /> : null}
                  {live ? (
                    <StatusBadge machine={attachmentMachine} status={live.status} />
                  ) : p.is_required ? (
                    <Chip text={t('details.pledges.noUploads')} tone="danger" />
                  ) : (
                    <small className="muted">{t('details.pledges.noUploads')}</small>
                  )}
                </span>
              </div>
              <div className="order-pledge-tools">
                {p.template ? (
                  <FileLink url={p.template.url} name={`${t('details.pledges.template')} — ${p.template.name}`} size={p.template.size} />
                ) : (
                  <small className="muted">{t('details.pledges.noTemplate')}</small>
                )}
                {canUpload && (
                  <form
                    className="order-pledge-upload"
                    onSubmit={(e) => {
                      e.preventDefault();
                      if (file) upload.mutate({ pledge: p, file });
                      else notify('warning', t('details.pledges.chooseFirst'));
                    }}
                  >
                    <label htmlFor={inputId} className="visually-hidden">
                      {t('details.pledges.fileLabel', { title })}
                    </label>
                    <FilePicker
                      id={inputId}
                      accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
                      value={file}
                      onChange={(f) => {
                        if (f && f.size > fileCaps.small) return notify('danger', message('validation.file.size'));
                        setFiles((all) => ({ ...all, [p.pledge_id]: f }));
                      }}
                    />
                    <Button
                      type="submit"
                      size="small"
                      icon="pi pi-upload"
                      label={live ? t('details.pledges.replace') : t('details.pledges.send')}
                      aria-label={`${live ? t('details.pledges.replace') : t('details.pledges.upload')}: ${title}`}
                      loading={upload.isPending && upload.variables?.pledge.pledge_id === p.pledge_id}
                      disabled={!file || upload.isPending}
                      data-testid={`upload-${p.pledge_id}`}
                    />
                  </form>
                )}
              </div>
              {p.uploads.length > 0 && (
                <ol className="order-uploads" aria-label={t('details.pledges.history')}>
                  {p.uploads.map((u) => {
                    const mayReview = availableEvents(attachmentMachine, u.status, reviewer);
                    return (
                      <li key={u.id} className={`order-upload status-${u.status}`}>
                        <FileLink url={u.file.url} name={u.file.name} size={u.file.size} />
                        <StatusBadge machine={attachmentMachine} status={u.status} />
                        <small className="muted">
                          {t('details.pledges.uploaded')} <Ltr>{formatDateTime(u.created_at)}</Ltr>
                        </small>
                        {u.rejection_reason && (
                          <p className="order-reason">
                            {t('details.history.reason')}
                            <Auto>{u.rejection_reason}</Auto>
                          </p>
                        )}
                        {(mayReview.includes('APPROVE') || mayReview.includes('REJECT')) && (
                          <span className="order-upload-actions">
                            {mayReview.includes('APPROVE') && (
                              <Button
                                type="button"
                                size="small"
                                icon="pi pi-check"
                                label={t('details.pledges.approve')}
                                aria-label={`${t('details.pledges.approve')}: ${title}`}
                                loading={review.isPending && review.variables?.upload.id === u.id && review.variables.approve}
                                disabled={review.isPending}
                                onClick={() => review.mutate({ upload: u, approve: true })}
                              />
                            )}
                            {mayReview.includes('REJECT') && (
                              <Button
                                type="button"
                                size="small"
                                icon="pi pi-times"
                                severity="danger"
                                outlined
                                label={t('details.pledges.reject')}
                                aria-label={`${t('details.pledges.reject')}: ${title}`}
                                disabled={review.isPending}
                                onClick={() => {
                                  setReason('');
                                  setReasonError(null);
                                  setRejecting({ upload: u, title });
                                }}
                              />
                            )}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ol>
              )}
            </li>
          );
        })}
      </ul>
      <Dialog header={t('details.pledges.rejectTitle')} visible={rejecting !== null} onHide={() => setRejecting(null)} style={{ width: 'min(32rem, 95vw)' }}>
        {rejecting && (
          <form
            className="order-dialog-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!reason.trim()) return setReasonError(message('validation.rejectCause'));
              review.mutate({ upload: rejecting.upload, approve: false, reason: reason.trim() });
            }}
          >
            <p>
              <Auto>{rejecting.title}</Auto>
            </p>
            <div className="field">
              <label htmlFor="pledge-reject-reason">{t('details.pledges.rejectReason')}</label>
              <InputTextarea
                id="pledge-reject-reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                rows={3}
                autoResize
                dir="auto"
                maxLength={2000}
                invalid={!!reasonError}
                aria-describedby={reasonError ? 'pledge-reject-error' : undefined}
                autoFocus
              />
              {reasonError && (
                <small className="p-error" id="pledge-reject-error" role="alert">
                  {reasonError}
                </small>
              )}
            </div>
            <div className="dialog-actions">
              <Button type="button" label={t('actions.cancel')} outlined onClick={() => setRejecting(null)} />
              <Button type="submit" label={t('details.pledges.reject')} severity="danger" loading={review.isPending} />
            </div>
          </form>
        )}
      </Dialog>
    </Section>
  );
}

export function SignaturesSection({ record }: { record: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const session = useSession();
  const client = useQueryClient();
  const me = companyOfSession(session);
  const sharer = senderOf(session, ['sharer']);
  const act = useMutation({
    mutationFn: ({ sig, sign }: { sig: OrderSignature; sign: boolean }) => (sign ? signOrder(record.id, sig) : unsignOrder(record.id, sig)),
    onSuccess: async (res) => {
      notify('success', res.message);
      await invalidateOrders(client);
    },
    onError: notifyFailure,
  });
  const meta = (status: string, event: string) => transitionsFrom(sharerSignatureMachine, status, event)[0]?.meta;
  return (
    <Section id="signatures" title={t('details.sections.signatures')}>
      {record.signatures.length === 0 ? (
        <p className="muted">
          {['draft', 'design_review', 'specialist_change', 'returned', 'contracting', 'awaiting_contractor', 'awaiting_consultant'].includes(record.status)
            ? t('details.signatures.notYet')
            : t('details.signatures.none')}
        </p>
      ) : (
        <ul className="order-signatures">
          {record.signatures.map((s) => {
            const mine = me !== null && s.sharer_id === me;
            const events = mine && record.status === 'signing' ? availableEvents(sharerSignatureMachine, s.status, sharer) : [];
            return (
              <li key={s.id} className="order-signature">
                <Auto className="order-signature-name">{partyName(s.sharer) ?? `#${s.sharer_id}`}</Auto>
                <StatusBadge machine={sharerSignatureMachine} status={s.status} />
                {s.signed_at && (
                  <small className="muted">
                    {t('details.signatures.signedAt')} <Ltr>{formatDateTime(s.signed_at)}</Ltr>
                  </small>
                )}
                {events.includes('SIGN') && (
                  <Button
                    type="button"
                    size="small"
                    icon="pi pi-pencil"
                    label={t('details.signatures.sign')}
                    loading={act.isPending}
                    onClick={() => act.mutate({ sig: s, sign: true })}
                    data-testid="sign"
                  />
                )}
                {events.includes('UNSIGN') && (
                  <Button
                    type="button"
                    size="small"
                    outlined
                    severity="danger"
                    label={t('details.signatures.unsign')}
                    loading={act.isPending}
                    data-testid="unsign"
                    onClick={() => {
                      const m = meta(s.status, 'UNSIGN');
                      confirmAction({
                        title: m ? pick(m.label, lang) : t('details.signatures.unsign'),
                        text: m?.confirm ? pick(m.confirm, lang) : t('details.signatures.unsignConfirm'),
                        confirm: t('details.signatures.unsign'),
                        danger: true,
                        accept: () => act.mutate({ sig: s, sign: false }),
                      });
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** The facts the order is sent on (SUBMIT) and sent to tsleem on (SEND_TO_TSLEEM), as a checklist. */
export function ReadinessSection({ record }: { record: OrderDetails }) {
  const { t } = useTranslation('orders');
  const f = record.facts;
  const before = ['draft', 'returned'].includes(record.status);
  const items: Array<{ key: string; ok: boolean; text: string }> = before
    ? [
        { key: 'services', ok: f.serviceCount > 0, text: f.serviceCount > 0 ? t('details.readiness.services') : t('details.readiness.servicesMissing') },
        {
          key: 'specialties',
          ok: f.servicesWithoutSpecialty === 0,
          text: f.servicesWithoutSpecialty === 0 ? t('details.readiness.specialties') : t('details.readiness.specialtiesMissing', { count: f.servicesWithoutSpecialty }),
        },
        { key: 'pledges', ok: f.pledgesOutstanding === 0, text: f.pledgesOutstanding === 0 ? t('details.readiness.pledges') : t('details.readiness.pledgesMissing', { count: f.pledgesOutstanding }) },
        {
          key: 'attachments',
          ok: f.rejectedAttachments === 0,
          text: f.rejectedAttachments === 0 ? t('details.readiness.attachments') : t('details.readiness.attachmentsMissing', { count: f.rejectedAttachments }),
        },
      ]
    : [{ key: 'sharers', ok: f.unsignedSharers === 0, text: f.unsignedSharers === 0 ? t('details.readiness.sharers') : t('details.readiness.sharersMissing', { count: f.unsignedSharers }) }];
  return (
    <Section id="readiness" title={t('details.sections.readiness')}>
      <p className="muted">{t('details.readiness.intro')}</p>
      <ul className="order-checklist">
        {items.map((i) => (
          <li key={i.key} className={i.ok ? 'is-done' : 'is-missing'} data-fact={i.key}>
            <i className={i.ok ? 'pi pi-check-circle' : 'pi pi-times-circle'} aria-hidden />
            <span className="visually-hidden">{i.ok ? t('details.readiness.done') : t('details.readiness.missing')}: </span>
            {i.text}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Whether the readiness checklist applies: before sending, and before sending to tsleem. */
export const showsReadiness = (status: string) => ['draft', 'returned', 'signing'].includes(status);

export function WorksSection({ record }: { record: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const m = record.electric_meter;
  const none = t('list.none');
  return (
    <Section id="works" title={t('details.sections.works')}>
      <dl className="order-facts">
        <div>
          <dt>{t('fields.gis')}</dt>
          <dd>{record.full_gis_path ? <FileLink url={record.full_gis_path} name={t('fields.gis')} /> : <span className="muted">{t('details.gisNone')}</span>}</dd>
        </div>
        <div>
          <dt>{t('fields.electricity_delivery')}</dt>
          <dd>{record.electricity_delivery_date ? <Dual date={record.electricity_delivery_date} lang={lang} /> : <span className="muted">{t('details.meter.deliveryNone')}</span>}</dd>
        </div>
        <div className="order-facts-wide">
          <dt>{t('fields.electric_meter')}</dt>
          <dd>
            {m ? (
              <dl className="order-meter">
                <dt>{t('fields.subscription_number')}</dt>
                <dd>
                  <Ltr>{m.subscription_number}</Ltr>
                </dd>
                <dt>{t('fields.metric_capacity')}</dt>
                <dd>{m.metric_capacity ?? none}</dd>
                <dt>{t('fields.closest_cabin')}</dt>
                <dd>{m.closest_cabin ? <Auto>{m.closest_cabin}</Auto> : none}</dd>
                <dt>{t('fields.metric_status')}</dt>
                <dd>{m.metric_status ? <Auto>{m.metric_status}</Auto> : none}</dd>
                <dt>{t('fields.payment_status')}</dt>
                <dd>{m.payment_status ? <Auto>{m.payment_status}</Auto> : none}</dd>
                <dt>{t('fields.last_read')}</dt>
                <dd>{m.last_read ?? none}</dd>
                <dt>{t('fields.shared')}</dt>
                <dd>{m.shared ? t('details.meter.sharedYes') : t('details.meter.sharedNo')}</dd>
              </dl>
            ) : (
              <span className="muted">{t('details.meter.none')}</span>
            )}
          </dd>
        </div>
      </dl>
    </Section>
  );
}

/** The order's history, oldest first: each step's event, its statuses, who, when and why. */
export function HistorySection({ record }: { record: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const { machine } = useOrderFamily();
  const label = (event: string, from: string | null) => {
    if (!from) return t('details.history.created');
    const meta = transitionsFrom(machine, from, event)[0]?.meta;
    return meta ? pick(meta.label, lang) : event;
  };
  const status = (s: string) => statusOf(machine, s, lang).label;
  return (
    <Section id="history" title={t('details.sections.history')}>
      {record.history.length === 0 ? (
        <p className="muted">{t('details.history.empty')}</p>
      ) : (
        <ol className="order-timeline">
          {record.history.map((h, i) => (
            <li key={`${h.at}-${i}`} className={i === record.history.length - 1 ? 'is-last' : undefined} data-event={h.event}>
              <span className="order-timeline-dot" aria-hidden />
              <div className="order-timeline-body">
                <strong>{label(h.event, h.from)}</strong>
                <span className="order-timeline-move">
                  {h.from ? (
                    <>
                      <span className="visually-hidden">{t('details.history.from')} </span>
                      {status(h.from)}
                      <i className="pi pi-arrow-right order-flip" aria-hidden />
                      <span className="visually-hidden"> {t('details.history.to')} </span>
                    </>
                  ) : null}
                  {status(h.to)}
                </span>
                <small className="muted">
                  <Ltr>{formatDateTime(h.at)}</Ltr>
                  {' · '}
                  {formatHijri(h.at, lang)}
                  {h.by ? (
                    <>
                      {' · '}
                      {t('details.history.by')} <Auto>{h.by}</Auto>
                    </>
                  ) : null}
                </small>
                {h.reason && (
                  <p className="order-reason">
                    {t('details.history.reason')}
                    <Auto>{h.reason}</Auto>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

const OrderStatechart = lazy(() => import('./OrderStatechart'));

/** The order's statechart with its position (on the details, processing and tracking screens), loaded after the page. */
export function StatechartSection({ record }: { record: OrderDetails }) {
  const { t } = useTranslation('orders');
  return (
    <Section id="statechart" title={t('details.sections.statechart')} className="order-statechart-section">
      <Suspense fallback={<p className="muted">{t('details.statechart.loading')}</p>}>
        <OrderStatechart status={record.status} history={record.history} />
      </Suspense>
    </Section>
  );
}
