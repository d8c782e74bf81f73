/** Clearances for stories, shaped as the contract's schemas: a company's clearance in progress, cleared and rejected, with its votes. */
import type { components } from '../../openapi/schema';
import { signInAsType } from '../orders/fixtures';

type Clearance = components['schemas']['Clearance'];
type Vote = components['schemas']['ClearanceVote'];

/** Kidana's staff (the voter, id 2) and the administrator (id 1) vote; the provider (id 3) is cleared. */
export const KDANA = 2;
export const ADMIN = 1;
export const PROVIDER = 3;

const STATUS_TEXT = { pending: 'بانتظار التصويت', accept: 'موافق', reject: 'مرفوض' } as const;

export function voteOf(over: Partial<Vote> & { id: number }): Vote {
  const status = over.status ?? 'pending';
  return {
    company_id: PROVIDER,
    voter_id: KDANA,
    voter_name: 'شركة كدانة للتنمية',
    voter_type: 'kdana',
    status,
    status_text: STATUS_TEXT[status],
    reason: null,
    voted_at: status === 'pending' ? null : '2026-11-20T09:30:00Z',
    version: status === 'pending' ? 1 : 2,
    ...over,
  };
}

export function clearanceOf(over: Partial<Clearance> & { id: number; votes: Vote[] }, me: number | null = KDANA): Clearance {
  const votes = over.votes;
  const status = votes.some((v) => v.status === 'reject') ? 'reject' : votes.every((v) => v.status === 'accept') ? 'accept' : 'pending';
  return {
    company_id: votes[0]?.company_id ?? PROVIDER,
    company_name: 'شركة الضيافة لخدمات الحجاج',
    initiator_id: ADMIN,
    initiator_name: 'مدير المنصة',
    clearance_status: status,
    clearance_status_text: { pending: 'قيد التصويت', accept: 'تمت المخالصة', reject: 'مرفوضة' }[status],
    votes_total: votes.length,
    votes_accepted: votes.filter((v) => v.status === 'accept').length,
    votes_rejected: votes.filter((v) => v.status === 'reject').length,
    my_vote: votes.find((v) => v.voter_id === me) ?? null,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const myPendingVote = voteOf({ id: 11 });
export const adminAccepted = voteOf({ id: 12, voter_id: ADMIN, voter_name: 'مدير المنصة', voter_type: 'admin', status: 'accept' });
export const inProgress = clearanceOf({ id: 1, votes: [myPendingVote, adminAccepted] });
export const cleared = clearanceOf({
  id: 2,
  company_name: 'Al-Baraka Pilgrim Services',
  votes: [voteOf({ id: 21, company_id: 21, status: 'accept' }), voteOf({ id: 22, company_id: 21, voter_id: ADMIN, voter_name: 'مدير المنصة', status: 'accept' })],
});
export const rejected = clearanceOf({
  id: 3,
  company_name: 'شركة المروة',
  votes: [voteOf({ id: 31, company_id: 31, status: 'reject', reason: 'أمر سداد غير مدفوع' }), voteOf({ id: 32, company_id: 31, voter_id: ADMIN, voter_name: 'مدير المنصة', status: 'accept' })],
});
export const clearanceRows: Clearance[] = [inProgress, cleared, rejected];

/** The decision page's answer for a vote. */
export function decisionOf(vote: Vote, clearance: Clearance = inProgress) {
  const history: components['schemas']['ClearanceHistoryEntry'][] = [
    { event: 'CREATE', from: null, to: 'pending', vote: null, reason: null, actor_id: ADMIN, actor_name: 'مدير المنصة', at: '2026-11-01T08:00:00Z' },
  ];
  if (vote.status !== 'pending')
    history.push({ event: 'VOTE', from: 'pending', to: vote.status, vote: vote.status, reason: vote.reason, actor_id: vote.voter_id, actor_name: vote.voter_name ?? '', at: vote.voted_at! });
  return { vote, clearance: { ...clearance, my_vote: vote.voter_id === KDANA ? vote : null }, history };
}

/** Kidana's staff: the desk that starts clearances and a voter on them. */
export const asKidana = () => signInAsType('kdana', KDANA, ['re-assign-clearance', 'clearance-kidana-index']);
/** The provider: its own clearance, read only. */
export const asCompany = () => signInAsType('service_provider', PROVIDER, ['clearance-sadad-index']);
