import { describe, expect, it } from 'vitest';
import { formatSar, invoiceTotals, lineAmounts, parseSar, percentOf } from './money';
import { decodeEInvoiceQr, encodeEInvoiceQr } from './einvoice';

describe('money in halalas', () => {
  it('reads amounts exactly, with Arabic digits, and refuses what is not one', () => {
    expect(parseSar('1250')).toBe(125_000);
    expect(parseSar('0.1')).toBe(10);
    expect(parseSar('0.29')).toBe(29);
    expect(parseSar('١٬٢٥٠٫٥')).toBe(125_050);
    expect(parseSar('1,250.75')).toBe(125_075);
    for (const bad of ['', '1.234', '-5', 'abc', '1e3', '12345678901', '.5']) expect(parseSar(bad)).toBeNull();
  });
  it('writes two decimals', () => {
    expect(formatSar(10 + 20)).toBe('0.30');
    expect(formatSar(125_000)).toBe('1250.00');
    expect(formatSar(5)).toBe('0.05');
  });
  it('rounds VAT half up per line and adds what the lines print', () => {
    expect(percentOf(3, 15)).toBe(0); // 0.45 halala
    expect(percentOf(10, 15)).toBe(2); // 1.5 → 2
    expect(lineAmounts({ quantity: 3, unitPrice: 3_333 })).toEqual({ net: 9_999, vat: 1_500, total: 11_499 });
    const t = invoiceTotals([
      { quantity: 1, unitPrice: 10 },
      { quantity: 1, unitPrice: 10 },
    ]);
    expect(t).toEqual({ net: 20, vat: 4, total: 24 }); // 2 + 2, not 15 % of 20 = 3
  });
});

describe('the e-invoice QR (TLV, base64)', () => {
  it('round-trips the five fields, Arabic included', () => {
    const f = { sellerName: 'منصة المشاعر', vatNumber: '310122393500003', timestamp: '2026-06-01T09:30:00Z', total: '1150.00', vatTotal: '150.00' };
    const qr = encodeEInvoiceQr(f);
    expect(decodeEInvoiceQr(qr)).toEqual(f);
    // tag 1, length of the UTF-8 name (12 letters × 2 bytes + 1 space = 23)
    const bytes = Uint8Array.from(atob(qr), (c) => c.charCodeAt(0));
    expect([bytes[0], bytes[1]]).toEqual([1, 23]);
  });
  it('knows a code that is not one', () => {
    expect(decodeEInvoiceQr('not base64!')).toBeNull();
    expect(decodeEInvoiceQr(btoa('\u0001\u0005ab'))).toBeNull();
  });
});
