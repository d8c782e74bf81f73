/** /dashboard: the news bar, the signed-in account at a glance, the areas it can reach and the latest news. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from 'primereact/card';
import { useSession } from '../../shared/auth/session';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { userAccountMachine } from '../../../machines/userAccount/machine';
import { menuLabel, visibleMenu } from '../../app/menu';
import { formatHijri } from '../../shared/lib/dates';
import { NewsTicker } from '../newsBar/NewsTicker';
import { LatestNews } from '../news/LatestNews';

export default function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const session = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  if (!session) return null;
  const shortcuts = visibleMenu(session)
    .flatMap((g) => g.items)
    .filter((i) => i.path !== '/dashboard');
  const today = new Date();
  return (
    <>
      <PageHeader
        title={t('welcome', { name: session.user.name })}
        subtitle={`${today.toLocaleDateString(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', { dateStyle: 'full' })} — ${formatHijri(today, lang)}`}
      />
      <NewsTicker />
      <div className="grid-cards">
        <Card title={t('account')} className="summary-card">
          <dl className="facts">
            <dt>{t('type')}</dt>
            <dd>{session.type?.name}</dd>
            <dt>{t('status')}</dt>
            <dd>
              <StatusBadge machine={userAccountMachine} status={session.user.status} />
            </dd>
            <dt>{t('roles')}</dt>
            <dd>{session.roles.map((r) => r.name).join('، ') || '—'}</dd>
            {session.is_belong_to_alliacne === 1 && (
              <>
                <dt>{t('alliance')}</dt>
                <dd>{session.is_alliance_leader ? t('allianceLeader') : t('allianceMember')}</dd>
              </>
            )}
          </dl>
        </Card>
        <Card title={t('shortcuts')} className="summary-card">
          {shortcuts.length ? (
            <ul className="shortcut-list">
              {shortcuts.map((s) => (
                <li key={s.path}>
                  <Link to={s.path}>
                    <i className={s.icon} aria-hidden /> {menuLabel(s.label, t, i18n.language)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('noShortcuts')}</p>
          )}
        </Card>
      </div>
      <LatestNews />
    </>
  );
}
