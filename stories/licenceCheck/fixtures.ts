/** The public licence check's answers, as the server gives them (GET …/qr/{qr}). */
export const QR = 'lz6_pP1nZMURTImzLj6rUnLI3ARFo72P';

type Check = { status: 'valid' | 'expired' | 'cancelled'; title?: string; number?: string; camp?: string; vehicle?: string | null; valid_until?: string | null };

export const check = (status: Check['status'], over: Omit<Check, 'status'> = {}) => ({
  message: 'تم التحقق من الرخصة',
  data: {
    valid: status === 'valid' ? 1 : 0,
    status,
    number: 'ORD-2026-00030',
    title: 'رخصة بناء وتجهيز',
    company: 'شركة الضيافة لخدمات الحجاج',
    camp: 'مخيم 9-9',
    vehicle: null,
    valid_until: '2027-02-09',
    ...over,
  },
});
