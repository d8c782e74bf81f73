/** The login/register layout: a centred card beside the portal's identity, with the language switch. */
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { switchLanguage } from '../../shared/i18n';
import { usePageTitle } from '../title';

export function AuthLayout({ wide = false }: { wide?: boolean }) {
  const { t, i18n } = useTranslation();
  usePageTitle();
  const rtl = i18n.dir() === 'rtl';
  return (
    <div className="auth-layout">
      <aside className="auth-aside" aria-hidden>
        <img src="/logo.svg" alt="" width={88} height={88} />
        <h2>{t('appName')}</h2>
        <p>{t('siteName')}</p>
      </aside>
      <main className={`auth-main${wide ? ' wide' : ''}`}>
        <div className="auth-top">
          <Button label={t('topbar.language')} text size="small" lang={rtl ? 'en' : 'ar'} title={t('topbar.languageTitle')} onClick={() => switchLanguage(rtl ? 'en' : 'ar')} />
        </div>
        <div className="auth-card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}

/** The blank layout (/done, the sister-site logout frame). */
export function BlankLayout() {
  return <Outlet />;
}
