/**
 * Who gives a SADAD order its bill number. SADAD (the Saudi central bank's bill presentment system)
 * gives each bill a number the payer enters at its bank; a biller connection registers the bill and
 * answers the number. The portal talks to it only through `SadadBiller`, so a real connection
 * replaces `localBiller` without touching the orders.
 *
 * `localBiller` is the portal's own: it numbers bills itself (the authority's biller code, the
 * year, the order's id), unique by construction, so the flow works end to end before a biller
 * connection exists. Payment is then confirmed as the spec has it: the company's uploaded receipt
 * and the staff's approval (change_state).
 */
export interface SadadBill {
  /** the order being billed */
  orderId: number;
  companyId: number;
  /** in halalas */
  amount: number;
  dueDate: string;
}

export interface SadadBiller {
  /** Register the bill; its number. */
  issue(bill: SadadBill): Promise<string>;
}

/** The authority's SADAD biller code (three digits) as the local biller prints it. */
export const LOCAL_BILLER_CODE = '090';

export const localBiller: SadadBiller = {
  issue: async (bill) => `${LOCAL_BILLER_CODE}${bill.dueDate.slice(2, 4)}${String(bill.orderId).padStart(8, '0')}`,
};
