/** The two votes a clearance takes (spec 001 §3 Clearance company: clearance_status (accept or reject); §7 POST general/clearance/store with company_id and a vote of accept or reject). */
export const CLEARANCE_VOTES = ['accept', 'reject'] as const;

export type ClearanceVote = (typeof CLEARANCE_VOTES)[number];
