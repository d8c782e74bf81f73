/**
 * Money in Saudi riyals, exact: amounts are kept and computed as integer halalas (1 SAR = 100
 * halalas) and written as decimal strings with two places ("1250.00"), never as floating-point
 * numbers, so 0.1 + 0.2 is 0.30 and a VAT total is the sum of what each line printed.
 * Pure: used by the server (storage, totals, the PDF and the e-invoice QR) and the screens (the
 * invoice editor's live totals).
 */

/** The VAT rate of the Kingdom, in per cent (ZATCA, since 1 July 2020). */
export const VAT_RATE_PERCENT = 15;

/** The largest amount the portal takes: one billion riyals, in halalas (well inside 2^53 after ×100). */
export const MAX_HALALAS = 100_000_000_000;

const AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** "1250", "1250.5", "1250.50" (Arabic-Indic digits and the Arabic decimal separator too) → halalas; null when it is not an amount. */
export function parseSar(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const s = String(text)
    .trim()
    .replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066b/gu, '.')
    .replace(/[,\u066c\s]/gu, '');
  const m = AMOUNT.exec(s);
  if (!m) return null;
  const halalas = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return halalas > MAX_HALALAS ? null : halalas;
}

/** Halalas → "1250.00" (no grouping: the wire and the QR code's form). */
export function formatSar(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** a × p / 100 rounded half up, in integers (amounts are non-negative). */
export function percentOf(halalas: number, percent: number): number {
  return Math.floor((halalas * percent + 50) / 100);
}

export interface InvoiceLineInput {
  /** a whole number of units */
  quantity: number;
  /** the unit price before VAT, in halalas */
  unitPrice: number;
}

export interface InvoiceLineAmounts {
  /** quantity × unit price, before VAT */
  net: number;
  /** the line's VAT, rounded half up to the halala */
  vat: number;
  /** net + VAT */
  total: number;
}

/** One line: VAT is computed and rounded on each line (what each line prints is what adds up). */
export function lineAmounts(line: InvoiceLineInput, rate = VAT_RATE_PERCENT): InvoiceLineAmounts {
  const net = line.quantity * line.unitPrice;
  const vat = percentOf(net, rate);
  return { net, vat, total: net + vat };
}

/** The invoice's totals: the sums of its lines' figures. */
export function invoiceTotals(lines: readonly InvoiceLineInput[], rate = VAT_RATE_PERCENT): InvoiceLineAmounts {
  return lines.map((l) => lineAmounts(l, rate)).reduce((a, b) => ({ net: a.net + b.net, vat: a.vat + b.vat, total: a.total + b.total }), { net: 0, vat: 0, total: 0 });
}
