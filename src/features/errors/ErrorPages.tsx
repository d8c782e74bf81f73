/** /403 and /404. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

function ErrorPage({ code, title, text }: { code: string; title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code" aria-hidden>
        {code}
      </p>
      <h1 id="error-title">{title}</h1>
      <p className="muted">{text}</p>
      <Link to="/dashboard" className="p-button p-component">
        <i className="pi pi-home" aria-hidden />
        <span>{t('errors.home')}</span>
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
