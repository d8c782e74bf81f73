/**
 * The main layout (spec 000 §2): side menu, top bar, breadcrumbs, the row of
 * sister-system cards, and the page with its title from the route's metadata.
 */
import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { EdgeDrawer } from '../../shared/ui/EdgeDrawer';
import { menuLabel, visibleMenu, type MenuGroup } from '../menu';
import { useSession } from '../../shared/auth/session';
import { switchLanguage } from '../../shared/i18n';
import { usePortalConfig } from '../config';
import { logoutEverywhere } from '../logout';
import { Busy, PermissionGate } from '../guards';
import { usePageTitle, useRouteTitles } from '../title';
import { useTheme } from '../theme';
import { TopbarExtras } from '../slots';

function useVisibleMenu(): MenuGroup[] {
  return visibleMenu(useSession());
}

function SideMenu({ minified, onNavigate }: { minified: boolean; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('menu');
  const groups = useVisibleMenu();
  return (
    <nav className="side-menu" aria-label={t('common:topbar.menu')}>
      {groups.map((g) => (
        <section key={g.key} className="menu-group">
          {!minified && <h2 className="menu-group-title">{menuLabel(g.label, t, i18n.language)}</h2>}
          <ul>
            {g.items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end={item.path === '/users' || groups.some((x) => x.items.some((i) => i.path.startsWith(`${item.path}/`)))}
                  onClick={onNavigate}
                  title={minified ? menuLabel(item.label, t, i18n.language) : undefined}
                  className={({ isActive }) => `menu-link${isActive ? ' active' : ''}`}
                >
                  <i className={item.icon} aria-hidden />
                  {!minified && <span>{menuLabel(item.label, t, i18n.language)}</span>}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/**
 * Where this page sits: home, then each titled route down to this page (the current one
 * marked, not a link). Separators are decoration, inside the items, so the list is a
 * plain list to a screen reader.
 */
function Breadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useRouteTitles().filter((c) => c.path !== '/dashboard');
  return (
    <nav className="breadcrumbs" aria-label={t('topbar.breadcrumbs')}>
      <ol>
        <li>
          <Link to="/dashboard" aria-label={t('titles.dashboard')} title={t('titles.dashboard')} aria-current={crumbs.length ? undefined : 'page'}>
            <i className="pi pi-home" aria-hidden />
          </Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={c.path}>
            <i className="pi pi-angle-right breadcrumb-separator" aria-hidden />
            {i === crumbs.length - 1 ? (
              <span aria-current="page" title={c.title}>
                {c.title}
              </span>
            ) : (
              <Link to={c.path}>{c.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SisterCards() {
  const { t, i18n } = useTranslation();
  const config = usePortalConfig();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const sites = config.data?.sisters ?? [];
  if (!sites.length) return null;
  return (
    <section className="sister-cards" aria-label={t('sisters.title')}>
      <div className="sister-card current" aria-current="true">
        <i className="pi pi-map-marker" aria-hidden />
        <span>{t('siteName')}</span>
      </div>
      {sites.map((s) => (
        <a key={s.key} className="sister-card" href={s.url} aria-label={t('sisters.open', { name: s.name[lang] })}>
          <i className="pi pi-external-link" aria-hidden />
          <span>{s.name[lang]}</span>
        </a>
      ))}
    </section>
  );
}

export function DashboardLayout() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // the mobile drawer closes on navigation (its links also close it)
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const config = usePortalConfig();
  const theme = useTheme();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const mobileOpenNow = mobileOpen && drawerPath === location.pathname;
  usePageTitle();
  const rtl = i18n.dir() === 'rtl';

  const logout = async () => {
    setLeaving(true);
    await logoutEverywhere(config.data?.sisters ?? [], (p) => void navigate(p, { replace: true }));
  };

  return (
    <div className={`shell sidebar-${theme.sidebarColour} sidenav-${theme.sidenavType}${theme.minified ? ' minified' : ''}${theme.navbarFixed ? ' navbar-fixed' : ''}`}>
      <a href="#main" className="skip-link">
        {t('actions.skip', { defaultValue: rtl ? 'تخطَّ إلى المحتوى' : 'Skip to content' })}
      </a>
      <aside className="sidebar" aria-label={t('topbar.menu')}>
        <Link to="/dashboard" className="brand">
          {/* named by the text beside it; alone in the narrow menu, by its alt */}
          <img src="/logo.svg" alt={theme.minified ? t('appName') : ''} width={36} height={36} />
          {!theme.minified && (
            <span className="brand-text">
              <strong>{t('appName')}</strong>
              <small>{t('siteName')}</small>
            </span>
          )}
        </Link>
        <SideMenu minified={theme.minified} />
      </aside>
      <EdgeDrawer visible={mobileOpenNow} onHide={() => setMobileOpen(false)} side="start" className="mobile-menu" header={t('appName')}>
        <SideMenu minified={false} onNavigate={() => setMobileOpen(false)} />
      </EdgeDrawer>
      <div className="main">
        <header className="topbar">
          <Button
            icon="pi pi-bars"
            text
            rounded
            className="mobile-only"
            aria-label={t('topbar.menu')}
            onClick={() => {
              setDrawerPath(location.pathname);
              setMobileOpen(true);
            }}
          />
          <Button
            icon={theme.minified ? (rtl ? 'pi pi-angle-double-left' : 'pi pi-angle-double-right') : rtl ? 'pi pi-angle-double-right' : 'pi pi-angle-double-left'}
            text
            rounded
            className="desktop-only"
            aria-label={theme.minified ? t('topbar.expand') : t('topbar.minify')}
            aria-pressed={theme.minified}
            onClick={() => theme.setMinified(!theme.minified)}
          />
          <Breadcrumbs />
          <div className="topbar-end">
            <TopbarExtras />
            <Button label={t('topbar.language')} text size="small" lang={rtl ? 'en' : 'ar'} title={t('topbar.languageTitle')} onClick={() => switchLanguage(rtl ? 'en' : 'ar')} />
            {/* named by what it shows (the user's name) and then where it goes */}
            <Link to="/profile" className="topbar-user" title={t('topbar.profile')}>
              <i className="pi pi-user" aria-hidden />
              <span className="desktop-only" dir="auto">
                {session?.user.name}
              </span>
              <span className="visually-hidden"> {t('topbar.profile')}</span>
            </Link>
            <Button icon="pi pi-sign-out" text rounded severity="danger" aria-label={t('topbar.logout')} title={t('topbar.logout')} loading={leaving} onClick={() => void logout()} />
          </div>
        </header>
        <SisterCards />
        <main id="main" className="content" tabIndex={-1}>
          <PermissionGate>
            <Suspense fallback={<Busy />}>
              <div key={location.pathname} className="route-fade">
                <Outlet />
              </div>
            </Suspense>
          </PermissionGate>
        </main>
      </div>
    </div>
  );
}
