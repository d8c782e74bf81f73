/**
 * The login/register layout: a centred card beside the portal's identity, with the language switch.
 * Plain HTML in the theme's classes, not PrimeReact: it is part of the first screen (/login).
 */
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
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
          <button type="button" className="p-button p-component p-button-text p-button-sm" lang={rtl ? 'en' : 'ar'} title={t('topbar.languageTitle')} onClick={() => switchLanguage(rtl ? 'en' : 'ar')}>
            <span className="p-button-label">{t('topbar.language')}</span>
          </button>
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
