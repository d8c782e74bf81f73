/**
 * /regulatory-violation-order/ready/{id} (spec 001 §2; §3 Violation form: header logo 1, header logo 2, footer logo,
 * body, images): the official notice of a violation as a printable A4 page — the two header logos at either end of
 * the header, the notice's number and date, the company and camp it is addressed to, the body, the photographs and
 * the footer logo. The page around it (not found, not ready yet, print) is the licences' shell. In Arabic, with the
 * headings in English under each (the company may be served in either).
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LicencePageShell } from '../../shared/licence/LicencePageShell';
import { StoredImage } from '../../shared/ui/StoredFile';
import { Ltr } from '../../shared/ui/Bdi';
import { formatDate, formatHijri } from '../../shared/lib/dates';
import type { Label } from '../../../shared/label';
import { useRegulatoryViolationOrder, type RegulatoryViolationOrder } from './api';
import '../../shared/licence/LicenceSheet.css';
import './regulatoryViolationOrders.css';

/** The notice's own headings, Arabic over English. */
const SHEET: Record<string, Label> = {
  heading: { ar: 'إشعار مخالفة نظامية', en: 'Notice of a regulatory violation' },
  number: { ar: 'رقم المخالفة', en: 'Violation no.' },
  date: { ar: 'تاريخ الإصدار', en: 'Issued on' },
  company: { ar: 'الشركة', en: 'Company' },
  camp: { ar: 'المخيم', en: 'Camp' },
  about: { ar: 'بشأن', en: 'Concerning' },
  body: { ar: 'نص المخالفة', en: 'The violation' },
  photos: { ar: 'الصور المرفقة', en: 'Attached photographs' },
};

const Heading = ({ label }: { label: Label }) => (
  <>
    {label.ar}
    <span className="licence-en" lang="en" dir="ltr">
      {label.en}
    </span>
  </>
);

export function ViolationNotice({ violation: v }: { violation: RegulatoryViolationOrder }) {
  const issued = v.issued_at ?? v.created_at;
  return (
    <article className="licence-sheet violation-notice" dir="rtl" lang="ar" data-testid="violation-notice">
      <header className="violation-notice-head">
        {v.header_logo_1 ? <StoredImage url={v.header_logo_1.url} alt="" className="violation-logo" /> : <span />}
        <h2 className="violation-notice-title">
          <Heading label={SHEET.heading!} />
        </h2>
        {v.header_logo_2 ? <StoredImage url={v.header_logo_2.url} alt="" className="violation-logo" /> : <span />}
      </header>
      <dl className="licence-facts violation-facts">
        <div>
          <dt>
            <Heading label={SHEET.number!} />
          </dt>
          <dd data-testid="violation-number">
            <Ltr>{v.id}</Ltr>
          </dd>
        </div>
        <div>
          <dt>
            <Heading label={SHEET.date!} />
          </dt>
          <dd>
            <Ltr>{formatDate(issued)}</Ltr>
            <span className="licence-en">{formatHijri(issued, 'ar')}</span>
          </dd>
        </div>
        <div>
          <dt>
            <Heading label={SHEET.company!} />
          </dt>
          <dd>
            <bdi dir="auto">{v.company_name}</bdi>
          </dd>
        </div>
        <div>
          <dt>
            <Heading label={SHEET.camp!} />
          </dt>
          <dd>
            <bdi dir="auto">{v.get_camp?.name}</bdi>
          </dd>
        </div>
      </dl>
      <section className="violation-notice-body">
        <h3>
          <Heading label={SHEET.about!} />
        </h3>
        <p className="violation-notice-about" dir="auto">
          {v.title}
        </p>
        <h3>
          <Heading label={SHEET.body!} />
        </h3>
        <p className="violation-body" dir="auto">
          {v.body}
        </p>
      </section>
      {v.images.length ? (
        <section className="violation-notice-photos">
          <h3>
            <Heading label={SHEET.photos!} />
          </h3>
          <ul>
            {v.images.map((img, i) => (
              <li key={img.id}>
                <StoredImage url={img.url} alt={`${SHEET.photos!.ar} ${i + 1}`} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <footer className="violation-notice-foot">{v.footer_logo ? <StoredImage url={v.footer_logo.url} alt="" className="violation-logo" /> : null}</footer>
    </article>
  );
}

export default function RegulatoryViolationReadyPage() {
  const { t } = useTranslation('regulatoryViolationOrders');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <LicencePageShell
      title={t('titles.ready')}
      back={valid ? { to: `/regulatory-violation-order/${id}`, label: t('ready.back') } : null}
      list={{ to: '/regulatory-violation-order', label: t('titles.list') }}
      texts={{ notFound: t('form.notFound'), loadFailed: t('form.loadFailed'), print: t('ready.print') }}
      query={useRegulatoryViolationOrder(valid ? id : null)}
      notIssued={(r) => (r.status === 'ready' ? null : { text: t('ready.notReady'), testId: 'violation-not-ready' })}
    >
      {(r) => <ViolationNotice violation={r} />}
    </LicencePageShell>
  );
}
