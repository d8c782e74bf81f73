/** How a company is named on screens and documents: its company name, else its main account's name. */
import { sql, type AnyColumn } from 'drizzle-orm';

/** The SQL of a company's name, for `users` or an alias of it. */
export const companyNameOf = (u: { companyName: AnyColumn; name: AnyColumn }) => sql<string | null>`coalesce(nullif(${u.companyName}, ''), ${u.name})`;
