/**
 * The QR code of a Saudi simplified tax invoice (ZATCA e-invoicing, phase one): a base64 string
 * of TLV fields — tag (one byte), length (one byte, of the UTF-8 value), value:
 * 1 seller's name, 2 seller's VAT registration number, 3 the invoice's time stamp (ISO 8601),
 * 4 the invoice total with VAT, 5 the VAT total. Pure (TextEncoder and btoa exist in browsers and Node).
 */

export interface EInvoiceQrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2026-06-01T09:30:00Z */
  timestamp: string;
  /** "1150.00" */
  total: string;
  /** "150.00" */
  vatTotal: string;
}

const TAGS: Array<keyof EInvoiceQrFields> = ['sellerName', 'vatNumber', 'timestamp', 'total', 'vatTotal'];

/** The fields as the QR code carries them. A value longer than 255 UTF-8 bytes cannot be encoded (one length byte): it throws. */
export function encodeEInvoiceQr(fields: EInvoiceQrFields): string {
  const bytes: number[] = [];
  const utf8 = new TextEncoder();
  TAGS.forEach((key, i) => {
    const value = utf8.encode(fields[key]);
    if (value.length > 255) throw new RangeError(`e-invoice QR: ${key} is longer than 255 bytes`);
    bytes.push(i + 1, value.length, ...value);
  });
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The fields a QR code's text carries (tests and the printed invoice's check); null when it is not such a code. */
export function decodeEInvoiceQr(base64: string): EInvoiceQrFields | null {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const out: Partial<EInvoiceQrFields> = {};
  let i = 0;
  while (i < bytes.length) {
    const tag = bytes[i]!;
    const len = bytes[i + 1];
    const key = TAGS[tag - 1];
    if (len === undefined || !key || i + 2 + len > bytes.length) return null;
    try {
      out[key] = utf8.decode(bytes.subarray(i + 2, i + 2 + len));
    } catch {
      return null;
    }
    i += 2 + len;
  }
  return TAGS.every((k) => out[k] !== undefined) ? (out as EInvoiceQrFields) : null;
}

/** An invoice's number as printed: INV-<year of issue>-<id, five digits>. */
export const invoiceNumber = (issuedAtIso: string, id: number): string => `INV-${issuedAtIso.slice(0, 4)}-${String(id).padStart(5, '0')}`;
