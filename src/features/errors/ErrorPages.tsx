/** /403 and /404. */
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePortalAccess } from '../../app/guards';

/** The way on: the dashboard for an account that may use the portal, else the sign-in page. */
function ErrorPage({ code, title, text }: { code: string; title: string; text: string }) {
  const { t, i18n } = useTranslation();
  const signedIn = usePortalAccess() === 'portal';
  const navigate = useNavigate();
  const rtl = i18n.dir() === 'rtl';
  // react-router numbers the entries of this tab's history; 0 is the first page opened
  const canGoBack = (window.history.state as { idx?: number } | null)?.idx ? true : false;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <img className="error-mark" src="/logo.svg" alt="" width={64} height={64} />
      <p className="error-code" aria-hidden>
        {code}
      </p>
      <h1 id="error-title">{title}</h1>
      <p className="muted">{text}</p>
      <div className="error-actions">
        <Link to={signedIn ? '/dashboard' : '/login'} className="p-button p-component">
          <i className={signedIn ? 'pi pi-home' : 'pi pi-sign-in'} aria-hidden />
          <span>{signedIn ? t('errors.home') : t('errors.signIn')}</span>
        </Link>
        {/* the page that led here, when there was one in this tab */}
        {canGoBack && (
          <button type="button" className="p-button p-component p-button-outlined" onClick={() => void navigate(-1)}>
            <i className={rtl ? 'pi pi-arrow-right' : 'pi pi-arrow-left'} aria-hidden />
            <span>{t('actions.back')}</span>
          </button>
        )}
      </div>
    </section>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <ErrorPage code="403" title={t('errors.forbiddenTitle')} text={t('errors.forbiddenText')} />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage code="404" title={t('errors.notFoundTitle')} text={t('errors.notFoundText')} />;
}

export default NotFoundPage;
