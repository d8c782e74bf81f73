/**
 * The top bar's notifications (spec 000 §2, §3, §5, §8):
 * - the bell with its unread badge, for the account types that have one, and a
 *   drawer listing the notifications: a search box (a substring of the message,
 *   on the client), "see more" (the next page), "show all" (every one), clear all;
 *   a click marks one seen and follows its link;
 * - for every signed-in user, the notifications loaded after each navigation and
 *   the required-questionnaire warning with its timed redirect.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Badge } from 'primereact/badge';
import { InputText } from 'primereact/inputtext';
import { Skeleton } from 'primereact/skeleton';
import { timing, ui } from '../../../shared/limits';
import { questionnaireAnswerPath } from '../../../machines/questionnaireResponse/constants';
import { notificationBellTypes, type AccountTypeCode } from '../../../shared/accountTypes';
import { accountTypeOf, useSession } from '../../shared/auth/session';
import { EdgeDrawer } from '../../shared/ui/EdgeDrawer';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { Ltr } from '../../shared/ui/Bdi';
import { useNotificationBell, type BellState } from './useNotificationBell';
import { followLink, useLinkLabel } from './links';
import type { Notification } from './api';
import './notifications.css';

/** The answer page of a questionnaire (one definition, beside the response's machine). */
export const questionnairePath = questionnaireAnswerPath;

/**
 * A required questionnaire (spec 000 §8): warn for 10 s, then go to its answer page
 * after 6 s. One warning and one timer per wait, however often the list reloads.
 */
function useQuestionnaireRedirect(state: BellState | undefined) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const location = useLocation();
  const pending = useRef<{ id: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const id = state?.questionnaireRequired ? state.questionnaireId : null;
  const onAnswerPage = id !== null && location.pathname === questionnairePath(id);

  useEffect(() => {
    if (id === null || onAnswerPage) {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      return;
    }
    if (pending.current?.id === id) return;
    if (pending.current) clearTimeout(pending.current.timer);
    notify('warning', t('questionnaire.required'), { life: timing.questionnaireWarningMs });
    pending.current = {
      id,
      timer: setTimeout(() => {
        pending.current = null;
        void navigate(questionnairePath(id));
      }, timing.questionnaireRedirectMs),
    };
  }, [id, onAnswerPage, navigate, t]);

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current.timer);
    },
    [],
  );
}

function NotificationItem({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  const { t } = useTranslation('notifications');
  const labelOf = useLinkLabel();
  const unseen = n.is_seen === 0;
  return (
    <li>
      <button type="button" className={`bell-item${unseen ? ' unseen' : ''}`} onClick={() => onOpen(n)} aria-describedby={`bell-item-${n.id}-meta`}>
        <span className="bell-dot" aria-hidden />
        <span className="bell-text">
          <span className="bell-message" dir="auto">
            {n.message}
          </span>
          <span className="bell-meta" id={`bell-item-${n.id}-meta`}>
            <Ltr>{formatDateTime(n.created_at)}</Ltr>
            {unseen && <span className="sr-only">{t('bell.unseen')}</span>}
            {/* where the click goes, named (the item is a button already: no link inside it) */}
            {n.link && (
              <span className="bell-link" title={n.link}>
                <i className="pi pi-link" aria-hidden /> {t('link.goesTo', { page: labelOf(n.link).text })}
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

export function NotificationDrawer({ visible, onHide, bell }: { visible: boolean; onHide: () => void; bell: ReturnType<typeof useNotificationBell> }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<'more' | 'all' | 'clear' | null>(null);
  const { state, query } = bell;
  const needle = search.trim().toLocaleLowerCase();
  const shown = useMemo(() => (state?.list ?? []).filter((n) => !needle || n.message.toLocaleLowerCase().includes(needle)), [state?.list, needle]);

  const run = async (what: 'more' | 'all' | 'clear', action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
      if (what === 'clear') notify('success', t('bell.cleared'));
    } catch (e) {
      // another tab may have cleared them meanwhile: show the truth
      if (isApiFailure(e) && e.status === 409) void query.refetch();
      notifyFailure(e);
    } finally {
      setBusy(null);
    }
  };

  const open = async (n: Notification) => {
    try {
      const seen = await bell.open(n);
      if (seen.link) {
        onHide();
        followLink(seen.link, (p) => void navigate(p));
      }
    } catch (e) {
      notifyFailure(e);
    }
  };

  const header = (
    <div className="bell-header">
      <h2 id="bell-title">{t('bell.title')}</h2>
      {!!state?.unread && <Badge value={t('bell.unread', { count: state.unread })} severity="danger" />}
    </div>
  );

  return (
    <EdgeDrawer side="end" visible={visible} onHide={onHide} header={header} style={{ width: `min(${ui.menuWidth}px, 100vw)` }} className="bell-drawer" aria-labelledby="bell-title" blockScroll>
      <div className="bell-body">
        <InputText className="bell-search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('bell.search')} aria-label={t('bell.search')} dir="auto" type="search" />
        <div className="bell-list" style={{ maxHeight: needle ? ui.drawerSearchHeight : ui.drawerHeight }} aria-busy={query.isFetching}>
          {query.isPending ? (
            <ul aria-hidden>
              {[0, 1, 2, 3].map((i) => (
                <li key={i} className="bell-skeleton">
                  <Skeleton width="90%" />
                  <Skeleton width="40%" />
                </li>
              ))}
            </ul>
          ) : query.isError && !state ? (
            <div className="state-panel" role="alert">
              <p>{t('bell.loadFailed')}</p>
              <Button label={t('common:actions.retry')} icon="pi pi-refresh" size="small" outlined onClick={() => void query.refetch()} />
            </div>
          ) : shown.length === 0 ? (
            <p className="state-panel">{needle ? t('bell.noMatch') : t('bell.empty')}</p>
          ) : (
            <ul aria-label={t('bell.title')}>
              {shown.map((n) => (
                <NotificationItem key={n.id} n={n} onOpen={(x) => void open(x)} />
              ))}
            </ul>
          )}
        </div>
        {state && state.total > 0 && (
          <div className="bell-footer">
            <small className="muted">{t('bell.count', { shown: state.list.length, total: state.total })}</small>
            <div className="bell-actions">
              {!state.allLoaded ? (
                <>
                  <Button label={t('bell.seeMore')} size="small" text loading={busy === 'more'} disabled={!!busy} onClick={() => void run('more', bell.seeMore)} />
                  <Button label={t('bell.showAll')} size="small" text loading={busy === 'all'} disabled={!!busy} onClick={() => void run('all', bell.showAll)} />
                </>
              ) : (
                <small className="muted">{t('bell.allLoaded')}</small>
              )}
              {bell.canClear && (
                <Button label={t('bell.clear')} icon="pi pi-check-square" size="small" outlined loading={busy === 'clear'} disabled={!!busy} onClick={() => void run('clear', bell.clear)} />
              )}
            </div>
          </div>
        )}
      </div>
    </EdgeDrawer>
  );
}

/** What the notifications area puts in the top bar. */
export function NotificationsTopbar() {
  const { t } = useTranslation('notifications');
  const session = useSession();
  const signedIn = !!session?.token && session.scope === 'portal';
  const bell = useNotificationBell(signedIn);
  useQuestionnaireRedirect(bell.state);
  const [open, setOpen] = useState(false);
  const code = accountTypeOf(session) as AccountTypeCode;
  if (!signedIn || !notificationBellTypes.includes(code)) return null;
  const unread = bell.state?.unread ?? 0;
  return (
    <>
      <Button
        text
        rounded
        className="bell-button"
        aria-label={unread ? t('bell.openUnread', { count: unread }) : t('bell.open')}
        title={t('bell.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <i className="pi pi-bell p-overlay-badge" aria-hidden>
          {unread > 0 && <Badge value={unread > 99 ? '99+' : unread} severity="danger" data-testid="bell-badge" />}
        </i>
      </Button>
      <NotificationDrawer visible={open} onHide={() => setOpen(false)} bell={bell} />
    </>
  );
}
