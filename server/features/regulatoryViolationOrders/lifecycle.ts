/**
 * Regulatory violations follow the violation lifecycle (machines/violation): written as a draft, issued to the
 * camp's company, made ready as a printable document — changed only through this definition (server/lifecycle/),
 * which writes the history and audit rows. The desk (staff and government entities) sees every violation; a
 * company sees its own once issued (a draft of its camp is not yet its business: a 404), as their `owner`.
 */
import { seesAllViolations, violationMachine, type ViolationFacts } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import { eq } from 'drizzle-orm';
import { notify } from '../notifications/texts';
import { camps } from '../camps/table';
import { regulatoryViolationOrders } from './table';

type Row = typeof regulatoryViolationOrders.$inferSelect;

/** The company whose violations a caller sees, or null for the desk, who sees every company's. */
export const scopeOf = (caller: Caller): number | null => (seesAllViolations(caller.accountType) ? null : (caller.companyId ?? null));

/** Whether the caller may see this violation at all. */
export const mayView = (caller: Caller, row: Pick<Row, 'companyId' | 'status'>): boolean => {
  const scope = scopeOf(caller);
  return scope === null || (scope === row.companyId && row.status !== 'draft');
};

/** The stored fields as the machine's guards name them (its files are ids under other column names). */
export const factsOf = (row: Row): ViolationFacts => ({
  body: row.body,
  images: row.imagesFileIds,
  header_logo_1: row.headerLogo1FileId,
  header_logo_2: row.headerLogo2FileId,
  footer_logo: row.footerLogoFileId,
});

/** ISSUE: the company learns of it through the bell, in its language, with a link to the violation. */
const issue: ServerActor<Row> = async (tx, { record, caller }) => {
  const [camp] = await tx.select({ name: camps.name }).from(camps).where(eq(camps.id, record.campId));
  await notify(tx, [record.companyId], 'violation.issued', { camp: camp?.name ?? record.campId, title: record.title }, `/regulatory-violation-order/${record.id}`, caller.userId ?? null);
  return { issuedAt: new Date(), updatedAt: new Date() };
};

/** The logos stored by the ready call come as file ids in the event (the server builds it; no client sends it). */
const makeReady: ServerActor<Row> = async (_tx, { event }) => {
  const id = (name: string) => {
    const value = (event as Record<string, unknown>)[name];
    return typeof value === 'number' ? value : undefined;
  };
  const logos = { headerLogo1FileId: id('header_logo_1'), headerLogo2FileId: id('header_logo_2'), footerLogoFileId: id('footer_logo') };
  return { ...Object.fromEntries(Object.entries(logos).filter(([, v]) => v !== undefined)), readyAt: new Date(), updatedAt: new Date() };
};

export const regulatoryViolationOrdersLifecycle = defineLifecycle({
  machine: violationMachine,
  workflow: 'violation',
  table: regulatoryViolationOrders,
  visible: mayView,
  parties: (caller, row) => (caller.companyId === row.companyId ? ['owner'] : []),
  context: async (_tx, row) => ({ facts: factsOf(row) }),
  // nothing of the event is kept in the history but its name: the fields are on the record, and the ready call's ids are ours
  keep: [],
  actors: {
    // the edit call (update/{id}) gives UPDATE the form's fields; sent any other way it writes nothing but the time
    update: async () => ({ updatedAt: new Date() }),
    issue,
    makeReady,
  },
});
