import { describe, expect, it } from 'vitest';
import { stepPath } from './api';

const order = (type: 'reassign' | 'lock', status: string, form_id: number | null = 4) => ({ id: 12, type, status, form_id });
const holding =
  (...held: string[]) =>
  (permission: string) =>
    held.includes(permission);

describe('stepPath: an order leads to its step, or to its record for whoever may not act there', () => {
  it('leads staff to each step of a re-delivery', () => {
    expect(stepPath(order('reassign', 'form', null))).toBe('/re-assign-orders/12/form/0');
    expect(stepPath(order('reassign', 'camps_approval'))).toBe('/re-assign-orders/12/form/4/approve-camps');
    expect(stepPath(order('reassign', 'signature'))).toBe('/re-assign-orders/12/re-delivery/signature');
    expect(stepPath(order('reassign', 're_delivery_file'))).toBe('/re-assign-orders/12/re-delivery/file');
    expect(stepPath(order('reassign', 'completed'))).toBe('/re-assign-orders/12/form/4/view');
  });

  it('leads a company to the record while Kidana fills the form or approves the camps, and to the pages it acts on', () => {
    const company = holding('order-re-assign-index', 'order-re-assign-signature');
    expect(stepPath(order('reassign', 'form', null), company)).toBe('/re-assign-orders/12/form/0/view');
    expect(stepPath(order('reassign', 'camps_approval'), company)).toBe('/re-assign-orders/12/form/4/view');
    expect(stepPath(order('reassign', 'payment'), company)).toBe('/re-assign-orders/12/payment-attachment');
    expect(stepPath(order('reassign', 'signature'), company)).toBe('/re-assign-orders/12/re-delivery/signature');
    expect(stepPath(order('reassign', 're_delivery_file'), company)).toBe('/re-assign-orders/12/form/4/view');
  });

  it("shows a lock order's record at …/details to whoever holds lock-details, else at its form's view", () => {
    expect(stepPath(order('lock', 'completed'), holding('lock-index', 'lock-details'))).toBe('/lock-orders/12/details');
    expect(stepPath(order('lock', 'form'), holding('lock-index'))).toBe('/lock-orders/12/form/4/view');
  });
});
