/**
 * The licence sheet every licence kind shows and prints: an A4 page in Arabic, English beside each heading
 * whatever the screen's language (the sheet is the document, like the server's PDF). The authority, the
 * licence's name and number and whether it stands today, the facts each kind gives (company, camp, dates,
 * a vehicle…), its tables (parties, services, answers), and a QR code drawn here that opens the public
 * check page. Each area says only what differs; the layout and its print rules are here
 * (LicenceSheet.css).
 */
import { useEffect, useState, type ReactNode } from 'react';
import QRCode from 'qrcode';
import type { Label } from '../../../shared/label';
import { Ltr } from '../ui/Bdi';
import { answerText, type AnsweredQuestion } from './answers';
import './LicenceSheet.css';

const SHEET = {
  authority: { ar: 'الهيئة الملكية لمدينة مكة المكرمة والمشاعر المقدسة', en: 'Royal Commission for Makkah City and Holy Sites' },
  portal: { ar: 'منصة المشاعر — مزدلفة', en: 'Mashaer portal — Muzdalifah' },
  number: { ar: 'رقم الرخصة', en: 'Licence no.' },
  verify: { ar: 'للتحقق من صحة الرخصة امسح الرمز أو افتح الرابط', en: 'To check this licence, scan the code or open the link' },
} as const;

/** A heading in Arabic with its English after it, in small print. */
export function Both({ label }: { label: Label }) {
  return (
    <>
      <span>{label.ar}</span>
      <span className="licence-en" lang="en">
        <bdi dir="ltr">{label.en}</bdi>
      </span>
    </>
  );
}

export interface SheetFact {
  label: Label;
  value: ReactNode;
  /** A second, smaller line (an English name, the Hijri date). */
  sub?: ReactNode;
}

export interface SheetTable {
  id: string;
  title: Label;
  columns: Label[];
  rows: { key: string; cells: ReactNode[] }[];
}

const ANSWERS_COLUMNS: Label[] = [
  { ar: 'السؤال', en: 'Question' },
  { ar: 'الإجابة', en: 'Answer' },
];

/** A form's questions and their answers in words, as the sheet's table (none when the form asks nothing). */
export function answersTable(title: Label, questions: (AnsweredQuestion & { question_id: number; title: string })[]): SheetTable[] {
  if (!questions.length) return [];
  return [{ id: 'answers', title, columns: ANSWERS_COLUMNS, rows: questions.map((q) => ({ key: String(q.question_id), cells: [q.title, <bdi dir="auto">{answerText(q, 'ar')}</bdi>] })) }];
}

/** The QR code of the check page, drawn in the browser (the `qrcode` package the server's PDF uses too). */
function useQrSvg(url: string | null) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' })
      .then((text) => live && setSvg(text))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [url]);
  return svg;
}

export function LicenceSheet(props: {
  title: Label;
  /** The line under the title: what the licence was given for. */
  kind?: Label;
  number: string;
  /** Whether it stands today (the badge beside the number). */
  state: { valid: boolean; label: Label };
  facts: SheetFact[];
  tables?: SheetTable[];
  /** The public check page (a path on this site); no QR code without it. */
  verifyPath: string | null;
  /** A document that is not a licence (a tax invoice): its number's name, and a QR code that carries data rather than a link. */
  numberLabel?: Label;
  qrData?: { text: string; caption: Label; alt: string };
  /** Printed last, above the QR code (a form's text). */
  note?: ReactNode;
  testId?: string;
  numberTestId?: string;
}) {
  const { title, kind, number, state, facts, tables = [], verifyPath, note, testId = 'licence-sheet', numberTestId = 'licence-number', numberLabel = SHEET.number, qrData } = props;
  const verifyUrl = verifyPath ? `${window.location.origin}${verifyPath}` : null;
  const qr = useQrSvg(qrData?.text ?? verifyUrl);
  return (
    <article className="licence-sheet" lang="ar" dir="rtl" aria-label={`${title.ar} ${number}`} data-testid={testId}>
      <header className="licence-head">
        <img src="/logo.svg" alt="" width={64} height={64} />
        <div>
          <p className="licence-authority">
            <Both label={SHEET.authority} />
          </p>
          <p className="licence-portal">
            <Both label={SHEET.portal} />
          </p>
        </div>
      </header>
      <h2 className="licence-title">
        <Both label={title} />
      </h2>
      {kind && (
        <p className="licence-kind" data-testid="licence-kind">
          <Both label={kind} />
        </p>
      )}
      <div className="licence-number">
        <span className="licence-label">
          <Both label={numberLabel} />
        </span>
        <Ltr className="licence-code" data-testid={numberTestId}>
          {number}
        </Ltr>
        <span className={`licence-state ${state.valid ? 'is-valid' : 'is-invalid'}`}>
          <i className={state.valid ? 'pi pi-check-circle' : 'pi pi-times-circle'} aria-hidden /> {state.label.ar}
        </span>
      </div>
      <dl className="licence-facts">
        {facts.map((f) => (
          <div key={f.label.en}>
            <dt>
              <Both label={f.label} />
            </dt>
            <dd>
              {f.value}
              {f.sub && <small>{f.sub}</small>}
            </dd>
          </div>
        ))}
      </dl>
      {tables.map((table) => (
        <section key={table.id} className="licence-block" aria-labelledby={`licence-${table.id}`}>
          <h3 id={`licence-${table.id}`}>
            <Both label={table.title} />
          </h3>
          <table className="licence-table">
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c.en} scope="col">
                    {c.ar}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {note}
      {qrData && (
        <footer className="licence-foot">
          <div className="licence-qr" data-testid="licence-qr" data-qr={qrData.text}>
            {qr ? <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`} alt={qrData.alt} width={120} height={120} /> : null}
          </div>
          <div className="licence-verify">
            <p>
              <Both label={qrData.caption} />
            </p>
          </div>
        </footer>
      )}
      {!qrData && verifyPath && verifyUrl && (
        <footer className="licence-foot">
          <div className="licence-qr" data-testid="licence-qr">
            {qr ? (
              <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`} alt={`رمز QR للتحقق من الرخصة ${number} — QR code to check licence ${number}`} width={120} height={120} />
            ) : null}
          </div>
          <div className="licence-verify">
            <p>
              <Both label={SHEET.verify} />
            </p>
            <a href={verifyPath} target="_blank" rel="noreferrer" data-testid="licence-verify">
              <Ltr>{verifyUrl}</Ltr>
            </a>
          </div>
        </footer>
      )}
    </article>
  );
}
