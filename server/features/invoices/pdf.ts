/**
 * The printed simplified tax invoice: the portal's A4 document (server/licence/pdf.ts — Arabic shaped
 * and ordered, fonts embedded) with an invoice's wording, the seller and buyer, the lines with their
 * VAT, the totals, and the e-invoice QR code (base64 TLV: shared/einvoice.ts) in place of a check link.
 */
import { renderLicencePdf, type LicenceDocument } from '../../licence/pdf';
import type { components } from '../../../openapi/schema';

type Invoice = components['schemas']['Invoice'];

export const INVOICE_TITLE = { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified tax invoice' };

export function invoiceDocument(inv: Invoice): LicenceDocument {
  const sar = (s: string) => `${s} ر.س`;
  return {
    number: inv.number,
    title: INVOICE_TITLE,
    kind: { label: { ar: 'الإجمالي شامل الضريبة', en: 'Total incl. VAT' }, value: { ar: sar(inv.total), en: `SAR ${inv.total}` } },
    issuedAt: inv.created_at.slice(0, 10),
    validUntil: null,
    company: { name: inv.company_name ?? '' },
    facts: [
      { label: { ar: 'تاريخ الإصدار', en: 'Issue date' }, value: inv.created_at.slice(0, 19).replace('T', ' ') },
      { label: { ar: 'البائع', en: 'Seller' }, value: inv.seller_name },
      { label: { ar: 'الرقم الضريبي للبائع', en: 'Seller VAT number' }, value: inv.seller_vat_number },
      { label: { ar: 'الوصف', en: 'Description' }, value: inv.description },
      { label: { ar: 'تاريخ الاستحقاق', en: 'Due date' }, value: inv.due_date },
      { label: { ar: 'الإجمالي دون الضريبة', en: 'Total excl. VAT' }, value: sar(inv.net_total) },
      { label: { ar: `ضريبة القيمة المضافة ${inv.vat_rate}٪`, en: `VAT ${inv.vat_rate} %` }, value: sar(inv.vat_total) },
      { label: { ar: 'الإجمالي شامل الضريبة', en: 'Total incl. VAT' }, value: sar(inv.total) },
    ],
    tables: [
      {
        title: { ar: 'بنود الفاتورة', en: 'Invoice lines' },
        columns: [
          { title: { ar: 'البند', en: 'Item' } },
          { title: { ar: 'الكمية', en: 'Qty' }, width: 45 },
          { title: { ar: 'سعر الوحدة', en: 'Unit price' }, width: 70 },
          { title: { ar: 'الضريبة', en: 'VAT' }, width: 60 },
          { title: { ar: 'الإجمالي', en: 'Total' }, width: 75, bold: true },
        ],
        rows: inv.lines.map((l) => [{ text: l.description }, { text: String(l.quantity) }, { text: l.unit_price }, { text: l.vat }, { text: l.total }]),
      },
    ],
    verifyUrl: inv.qr,
    authority: { ar: inv.seller_name, en: 'Mashaer portal — holy sites authority' },
    wording: {
      number: { ar: 'رقم الفاتورة', en: 'Invoice No.' },
      holder: { ar: 'المشتري والفاتورة', en: 'Buyer and invoice' },
      qr: { ar: 'رمز الفاتورة الإلكترونية', en: 'E-invoice QR code' },
      electronic: 'فاتورة ضريبية مبسطة صادرة إلكترونياً؛ يحمل رمز الاستجابة السريعة بيانات البائع والرقم الضريبي ووقت الإصدار والإجمالي والضريبة.',
      validity: false,
      footerLink: null,
    },
  };
}

export const invoicePdf = (inv: Invoice): Promise<Buffer> => renderLicencePdf(invoiceDocument(inv), { lang: 'ar' });
