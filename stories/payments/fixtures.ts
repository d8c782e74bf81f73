/** SADAD orders and invoices for stories, shaped as the contract's schemas: one in each status of their machine. */
import type { components } from '../../openapi/schema';
import { signInAsType } from '../orders/fixtures';
import { encodeEInvoiceQr } from '../../shared/einvoice';

type Sadad = components['schemas']['SadadOrder'];
type Invoice = components['schemas']['Invoice'];

const TEXT: Record<string, string> = { pending: 'قيد الانتظار', attachment_uploaded: 'تم رفع المرفق', approved: 'معتمد', rejected: 'مرفوض', cancelled: 'ملغي' };
const common = (id: number, status: string) => ({
  id,
  description: 'غرامة تأخير إعادة تسليم المخيم 12',
  due_date: '2026-12-15',
  status,
  status_text: TEXT[status]!,
  get_status: { id: status, status: TEXT[status]! },
  company_id: 3,
  company_name: 'شركة الضيافة',
  attachment: status === 'pending' || status === 'cancelled' ? null : { id: 90 + id, name: 'receipt.pdf', size: 48_213, mime: 'application/pdf', url: `/api/files/${90 + id}` },
  rejection_reason: status === 'rejected' ? 'الإيصال غير مقروء' : null,
  events: [],
  version: status === 'pending' ? 1 : 2,
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-21T09:30:00Z',
});

export const sadadOrder = (id: number, status: string, over: Partial<Sadad> = {}): Sadad => ({
  ...common(id, status),
  sadad_order_id: id,
  amount: '12500.50',
  bill_number: `09026${String(id).padStart(8, '0')}`,
  ...over,
});

export const sadadRows: Sadad[] = ['pending', 'attachment_uploaded', 'approved', 'rejected', 'cancelled'].map((s, i) => sadadOrder(i + 1, s));

const lines = [
  { id: 1, description: 'توريد مياه للمخيم', quantity: 3, unit_price: '33.33', net: '99.99', vat: '15.00', total: '114.99' },
  { id: 2, description: 'Cleaning services', quantity: 1, unit_price: '1000.00', net: '1000.00', vat: '150.00', total: '1150.00' },
];

export const invoice = (id: number, status: string, over: Partial<Invoice> = {}): Invoice => ({
  ...common(id, status),
  description: 'خدمات المخيم لموسم 1448',
  invoice_id: id,
  number: `INV-2026-${String(id).padStart(5, '0')}`,
  seller_name: 'الهيئة الملكية لمدينة مكة المكرمة والمشاعر المقدسة',
  seller_vat_number: '310122393500003',
  vat_rate: 15,
  net_total: '1099.99',
  vat_total: '165.00',
  total: '1264.99',
  lines,
  qr: encodeEInvoiceQr({ sellerName: 'الهيئة الملكية لمدينة مكة المكرمة والمشاعر المقدسة', vatNumber: '310122393500003', timestamp: '2026-11-20T08:00:00Z', total: '1264.99', vatTotal: '165.00' }),
  ...over,
});

export const invoiceRows: Invoice[] = ['pending', 'attachment_uploaded', 'approved', 'rejected', 'cancelled'].map((s, i) => invoice(i + 1, s));

export const companies = {
  message: 'تم',
  data: {
    companies: [
      { id: 3, name: 'شركة الضيافة' },
      { id: 7, name: 'Al Baraka Services' },
    ],
    vat_rate: 15,
  },
};

export const logs = {
  message: 'تم',
  data: [
    { id: 1, event: 'CREATE', event_text: 'إصدار', from_status: null, from_text: null, to_status: 'pending', to_text: 'قيد الانتظار', by: 'موظف كدانة', at: '2026-11-20T08:00:00Z', note: null },
    {
      id: 2,
      event: 'UPLOAD_ATTACHMENT',
      event_text: 'رفع مرفق السداد',
      from_status: 'pending',
      from_text: 'قيد الانتظار',
      to_status: 'attachment_uploaded',
      to_text: 'تم رفع المرفق',
      by: 'شركة الضيافة',
      at: '2026-11-21T09:30:00Z',
      note: null,
    },
  ],
};

const PAYER = ['clearance-sadad-index', 'sadad-details', 'clearance-invoices-index', 'invoices-details'];
const STAFF = [...PAYER, 'sadad-create', 'invoices-create', 'invoices-update'];
/** The demo provider (the company the orders are issued to: their owner) and the authority's staff. */
export const asPayer = () => signInAsType('service_provider', 3, PAYER);
export const asStaff = () => signInAsType('kdana', 2, STAFF);
