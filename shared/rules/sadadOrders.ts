/**
 * The SADAD order and invoice forms' rules, shared by the screens (react-hook-form + valibot) and the
 * server (parseBody), with the same limits as the contract (openapi/areas/sadadOrders.yaml,
 * invoices.yaml). Amounts are text read exactly into halalas (shared/money.ts). Messages are keys of
 * the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';
import { parseSar } from '../money';

export const PAYMENT_TEXT_MAX = 200;
export const INVOICE_LINES_MAX = 50;
export const QUANTITY_MAX = 100_000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));

/** An amount in SAR, as typed: more than zero, at most two decimals. */
export const sarAmount = v.pipe(
  v.union([v.string(), v.number()], 'validation.required'),
  v.transform((x) => String(x).trim()),
  v.nonEmpty('validation.required'),
  v.check((s) => (parseSar(s) ?? 0) > 0, 'validation.amount'),
);

const companyId = v.pipe(v.number('validation.required'), v.integer('validation.required'), v.minValue(1, 'validation.required'));
const dueDate = v.pipe(v.string('validation.required'), v.nonEmpty('validation.required'), v.isoDate('validation.date'));

export const SadadOrderSchema = v.object({
  company_id: companyId,
  description: requiredText(PAYMENT_TEXT_MAX),
  amount: sarAmount,
  due_date: dueDate,
});

export type SadadOrderValues = v.InferOutput<typeof SadadOrderSchema>;

export const InvoiceLineSchema = v.object({
  description: requiredText(PAYMENT_TEXT_MAX),
  quantity: v.pipe(
    v.union([v.string(), v.number()], 'validation.required'),
    v.transform((x) => (typeof x === 'number' ? x : /^\d{1,6}$/.test(x.trim()) ? Number(x.trim()) : NaN)),
    v.check((n) => Number.isInteger(n) && n >= 1 && n <= QUANTITY_MAX, 'validation.quantity'),
  ),
  unit_price: sarAmount,
});

export const InvoiceSchema = v.object({
  company_id: companyId,
  description: requiredText(PAYMENT_TEXT_MAX),
  due_date: dueDate,
  lines: v.pipe(v.array(InvoiceLineSchema, 'validation.invoice.lines'), v.minLength(1, 'validation.invoice.lines'), v.maxLength(INVOICE_LINES_MAX, 'validation.invoice.lines')),
});

export type InvoiceValues = v.InferOutput<typeof InvoiceSchema>;
