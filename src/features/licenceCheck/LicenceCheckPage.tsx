/**
 * /orders/qr/{qr} and every licence kind's like it (./routes.tsx): the public check of a licence (no
 * sign-in, outside the portal's shell), the page a licence's QR code opens. It says plainly whether
 * the licence is valid today (green), expired or cancelled, with its name, number, company, camp or
 * vehicle and the date it is valid until (Gregorian and Hijri), or that it holds until withdrawn; an
 * unknown or forged code is "not found".
 */
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { isApiFailure } from '../../shared/api/errors';
import { switchLanguage } from '../../shared/i18n';
import { formatDate, formatHijri } from '../../shared/lib/dates';
import { kindOfPath, useLicenceCheck } from './api';
import './licenceCheck.css';

const TONE = { valid: 'is-valid', expired: 'is-expired', cancelled: 'is-cancelled' } as const;
const ICON = { valid: 'pi pi-verified', expired: 'pi pi-clock', cancelled: 'pi pi-ban' } as const;

export default function LicenceCheckPage() {
  const { t, i18n } = useTranslation('licenceCheck');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const qr = useParams().qr ?? '';
  const check = useLicenceCheck(kindOfPath(useLocation().pathname), qr);
  useEffect(() => {
    document.title = `${t('title')} — ${t('common:appName')}`;
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
          title={t('languageTitle')}
          onClick={() => switchLanguage(lang === 'ar' ? 'en' : 'ar')}
        >
          <span className="p-button-label">{t('language')}</span>
        </button>
      </header>
      <main className="licence-check-main" id="main">
        <h1 className="visually-hidden">{t('title')}</h1>
        {check.isPending ? (
          <div className="licence-check-card" aria-busy="true" role="status">
            <i className="pi pi-spin pi-spinner" aria-hidden />
            <p>{t('checking')}</p>
          </div>
        ) : missing || !qr ? (
          <div className="licence-check-card is-missing" role="alert" data-testid="licence-check" data-state="not-found">
            <i className="pi pi-question-circle licence-check-icon" aria-hidden />
            <h2>{t('notFound')}</h2>
            <p>{t('notFoundText')}</p>
          </div>
        ) : check.isError || !data ? (
          <div className="licence-check-card is-missing" role="alert" data-testid="licence-check" data-state="failed">
            <i className="pi pi-exclamation-circle licence-check-icon" aria-hidden />
            <p>{t('failed')}</p>
            <Button label={t('retry')} icon="pi pi-refresh" outlined onClick={() => void check.refetch()} />
          </div>
        ) : (
          <div className={`licence-check-card ${TONE[data.status]}`} data-testid="licence-check" data-state={data.status}>
            <i className={`${ICON[data.status]} licence-check-icon`} aria-hidden />
            <h2>{t(`${data.status}`)}</h2>
            <p>{t(`${data.status}Text`)}</p>
            <dl className="licence-check-facts">
              <div>
                <dt>{t('licence')}</dt>
                <dd>
                  <Auto>{data.title}</Auto>
                </dd>
              </div>
              <div>
                <dt>{t('number')}</dt>
                <dd>
                  <Ltr>{data.number}</Ltr>
                </dd>
              </div>
              <div>
                <dt>{t('company')}</dt>
                <dd>
                  <Auto>{data.company}</Auto>
                </dd>
              </div>
              {data.camp && (
                <div>
                  <dt>{t('camp')}</dt>
                  <dd>
                    <Auto>{data.camp}</Auto>
                  </dd>
                </div>
              )}
              {data.vehicle && (
                <div>
                  <dt>{t('vehicle')}</dt>
                  <dd>
                    <Auto>{data.vehicle}</Auto>
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('validUntil')}</dt>
                <dd>
                  {data.valid_until ? (
                    <>
                      <Ltr>{formatDate(`${data.valid_until}T12:00:00`)}</Ltr>
                      <small>{formatHijri(`${data.valid_until}T12:00:00`, lang)}</small>
                    </>
                  ) : (
                    t('noEnd')
                  )}
                </dd>
              </div>
            </dl>
          </div>
        )}
      </main>
    </div>
  );
}
