/** /403 and /404. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePortalAccess } from '../../app/guards';

/** The way on: the dashboard for an account that may use the portal, else the sign-in page. */
function ErrorPage({ code, title, text }: { code: string; title: string; text: string }) {
  const { t } = useTranslation();
  const signedIn = usePortalAccess() === 'portal';
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code" aria-hidden>
        {code}
      </p>
      <h1 id="error-title">{title}</h1>
      <p className="muted">{text}</p>
      <Link to={signedIn ? '/dashboard' : '/login'} className="p-button p-component">
        <i className={signedIn ? 'pi pi-home' : 'pi pi-sign-in'} aria-hidden />
        <span>{signedIn ? t('errors.home') : t('errors.signIn')}</span>
      </Link>
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
