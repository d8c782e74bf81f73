/**
 * Outgoing mail. A message is written to the outbox in the transaction of the
 * change that sends it, so it exists exactly when the change does. With no mail
 * server configured (the default) administrators read it in /outbox; a sender
 * that hands messages to a mail server marks them sent (`sent_at`).
 */
import type { DbOrTx } from './db/client';
import { outbox } from './db/schema';

export interface Mail {
  to: string;
  userId?: number | null;
  subject: string;
  body: string;
  link?: string | null;
}

export async function queueMail(db: DbOrTx, mail: Mail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ toEmail: mail.to, userId: mail.userId ?? null, subject: mail.subject, body: mail.body, link: mail.link ?? null })
    .returning({ id: outbox.id });
  return row.id;
}
