/**
 * /orders/qr/{qr}: the public check of a licence (no sign-in, outside the portal's shell), the
 * page a licence's QR code opens (GET general/orders/qr/{qr}). It says plainly whether the licence
 * is valid today (green), expired or cancelled, with its number, company, camp and the date it is
 * valid until (Gregorian and Hijri); an unknown or forged code is "not found".
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { isApiFailure } from '../../shared/api/errors';
import { switchLanguage } from '../../shared/i18n';
import { formatDate, formatHijri } from '../../shared/lib/dates';
import { useLicenceCheck } from './api';
import { useOrderFamily } from './family';
import './orders.css';

const TONE = { valid: 'is-valid', expired: 'is-expired', cancelled: 'is-cancelled' } as const;
const ICON = { valid: 'pi pi-verified', expired: 'pi pi-clock', cancelled: 'pi pi-ban' } as const;

export default function LicenceCheckPage() {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const qr = useParams().qr ?? '';
  const F = useOrderFamily();
  const check = useLicenceCheck(F.family, qr);
  useEffect(() => {
    document.title = `${t('verify.title')} — ${t('common:appName')}`;
  }, [t]);

  // an unknown code (404) and a malformed one (422) are the same to the reader: no such licence
  const missing = isApiFailure(check.error) && (check.error.status === 404 || check.error.status === 422);
  const data = check.data;
  return (
    <div className="licence-check">
      <header className="licence-check-top">
        <span className="licence-check-brand">
          <img src="/logo.svg" alt="" width={40} height={40} />
          <span>
            <strong>{t('common:appName')}</strong>
            <small>{t('common:siteName')}</small>
          </span>
        </span>
        <button
          type="button"
          className="p-button p-component p-button-text p-button-sm"
          lang={lang === 'ar' ? 'en' : 'ar'}
          title={t('verify.languageTitle')}
          onClick={() => switchLanguage(lang === 'ar' ? 'en' : 'ar')}
        >
          <span className="p-button-label">{t('verify.language')}</span>
        </button>
      </header>
      <main className="licence-check-main" id="main">
        <h1 className="visually-hidden">{t('verify.title')}</h1>
        {check.isPending ? (
          <div className="licence-check-card" aria-busy="true" role="status">
            <i className="pi pi-spin pi-spinner" aria-hidden />
            <p>{t('verify.checking')}</p>
          </div>
        ) : missing || !qr ? (
          <div className="licence-check-card is-missing" role="alert" data-testid="licence-check" data-state="not-found">
            <i className="pi pi-question-circle licence-check-icon" aria-hidden />
            <h2>{t('verify.notFound')}</h2>
            <p>{t('verify.notFoundText')}</p>
          </div>
        ) : check.isError || !data ? (
          <div className="licence-check-card is-missing" role="alert" data-testid="licence-check" data-state="failed">
            <i className="pi pi-exclamation-circle licence-check-icon" aria-hidden />
            <p>{t('verify.failed')}</p>
            <Button label={t('verify.retry')} icon="pi pi-refresh" outlined onClick={() => void check.refetch()} />
          </div>
        ) : (
          <div className={`licence-check-card ${TONE[data.status]}`} data-testid="licence-check" data-state={data.status}>
            <i className={`${ICON[data.status]} licence-check-icon`} aria-hidden />
            <h2>{t(`verify.${data.status}`)}</h2>
            <p>{t(`verify.${data.status}Text`)}</p>
            <dl className="licence-check-facts">
              <div>
                <dt>{t('verify.number')}</dt>
                <dd>
                  <Ltr>{data.number}</Ltr>
                </dd>
              </div>
              <div>
                <dt>{t('verify.company')}</dt>
                <dd>
                  <Auto>{data.company}</Auto>
                </dd>
              </div>
              <div>
                <dt>{t('verify.camp')}</dt>
                <dd>
                  <Auto>{data.camp}</Auto>
                </dd>
              </div>
              <div>
                <dt>{t('verify.validUntil')}</dt>
                <dd>
                  <Ltr>{formatDate(`${data.valid_until}T12:00:00`)}</Ltr>
                  <small>{formatHijri(`${data.valid_until}T12:00:00`, lang)}</small>
                </dd>
              </div>
            </dl>
          </div>
        )}
      </main>
    </div>
  );
}
