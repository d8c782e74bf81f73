/**
 * What every issued licence shares on the server: the authority printed on it, its public check (the
 * answer of GET …/qr/{qr}) and its PDF reply. Each area finds its record and builds its document;
 * the rules of validity and the shape of the answers are here, once.
 */
import type { FastifyReply } from 'fastify';
import type { components } from '../../openapi/schema';
import { contentDisposition } from '../http/disposition';
import { renderLicencePdf, type LicenceCell, type LicenceDocument, type LicenceTable } from './pdf';
import { isLicenceTokenShaped } from './token';
import { ApiError } from '../http/errors';
import { registerMessages } from '../i18n';

registerMessages({
  'licence.unknown': { ar: 'الرخصة غير موجودة أو الرمز غير صحيح', en: 'Licence not found: the code is unknown or forged' },
  'licence.verified': { ar: 'تم التحقق من الرخصة', en: 'Licence checked' },
  'licence.notIssued': { ar: 'لم تصدر الرخصة بعد', en: 'The licence has not been issued yet' },
});

export const LICENCE_AUTHORITY = { ar: 'الهيئة الملكية لمدينة مكة المكرمة والمشاعر المقدسة — منصة المشاعر', en: 'Mashaer portal — holy sites authority' };

type Check = components['schemas']['LicenceVerificationResponse']['data'];

/** Today's civil date (UTC), as the licences' dates are kept. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** The public check of a licence: valid while it stands and today is within its dates; else expired or cancelled. */
export function licenceCheck(l: { standing: boolean; number: string; company: string; camp?: string | null; vehicle?: string | null; title: string; validUntil: string | null }): Check {
  const expired = l.standing && l.validUntil !== null && todayIso() > l.validUntil;
  const status = !l.standing ? 'cancelled' : expired ? 'expired' : 'valid';
  return {
    valid: status === 'valid' ? 1 : 0,
    status,
    number: l.number,
    title: l.title,
    company: l.company,
    camp: l.camp ?? '',
    vehicle: l.vehicle ?? null,
    valid_until: l.validUntil,
  };
}

/** A QR code's token, checked for shape before any lookup: anything else is "licence not found". */
export function tokenOf(qr: string): string {
  if (!isLicenceTokenShaped(qr)) throw ApiError.notFound('licence.unknown');
  return qr;
}

/** The origin the QR code points at: the one the caller reached us by. */
export const baseUrlOf = (req: { protocol: string; headers: { host?: string | undefined } }) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/** Send the licence as an inline PDF named by its number. */
export async function sendLicencePdf(reply: FastifyReply, doc: LicenceDocument) {
  const pdf = await renderLicencePdf(doc, { lang: 'ar' });
  reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('inline', `${doc.number}.pdf`));
  return reply.send(pdf);
}

/** A form's question as the licence prints it (the forms area's shape, narrowed to what is printed). */
interface PrintedQuestion {
  question_id: number;
  title: string;
  title_en: string;
  type: string;
  options: { id: number; name: string; name_en: string }[];
}

/** The answers a licence was given on, as a table: each question (its English under it) and its answer in words. */
export function answersTable(questions: PrintedQuestion[], answerOf: (questionId: number) => string | null | undefined): LicenceTable {
  const words = (q: PrintedQuestion, a: string | null | undefined): LicenceCell => {
    if (!a) return { text: '' };
    if (q.type === 'yes_no') return a === 'yes' ? { text: 'نعم', sub: 'Yes' } : { text: 'لا', sub: 'No' };
    if (q.type === 'choice') {
      const o = q.options.find((x) => String(x.id) === a);
      return o ? { text: o.name, sub: o.name_en } : { text: a };
    }
    return { text: a };
  };
  return {
    title: { ar: 'الإجابات', en: 'Answers' },
    columns: [{ title: { ar: 'السؤال', en: 'Question' } }, { title: { ar: 'الإجابة', en: 'Answer' }, width: 160, bold: true }],
    rows: questions.map((q) => [{ text: q.title, sub: q.title_en }, words(q, answerOf(q.question_id))]),
  };
}
