/** /dashboard: the news bar, what waits for the signed-in user and the season's headline figures, and the latest news. */
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/session';
import { PageHeader } from '../../shared/ui/PageHeader';
import { formatHijri } from '../../shared/lib/dates';
import { NewsTicker } from '../newsBar/NewsTicker';
import { LatestNews } from '../news/LatestNews';
import { HomeBoard } from '../dashboards/HomeBoard';

export default function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const session = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  if (!session) return null;
  const today = new Date();
  return (
    <>
      <PageHeader
        title={t('welcome', { name: session.user.name })}
        subtitle={`${today.toLocaleDateString(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', { dateStyle: 'full' })} — ${formatHijri(today, lang)}`}
      />
      <NewsTicker />
      <HomeBoard />
      <LatestNews />
    </>
  );
}
