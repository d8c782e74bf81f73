import { eq } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { requireSession } from '../../auth/access';
import { files } from '../../db/schema';
import type { AppContext } from '../context';
import { mayReadFile } from './access';
import './messages';

/** Types a browser may show in place; anything else is downloaded as bytes. */
const INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** Content-Disposition with an ASCII fallback and the UTF-8 name (Arabic file names survive). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function filesHandlers(ctx: AppContext) {
  const { db, storage } = ctx;
  return defineHandlers({
    downloadFile: async (req, reply) => {
      const session = requireSession(req);
      const [file] = await db.select().from(files).where(eq(files.id, req.params.id)).limit(1);
      // A file the caller may not read answers like a missing one, so ids cannot be probed.
      if (!file || !(await mayReadFile(db, session, file))) throw ApiError.notFound('files.missing');
      let size: number;
      try {
        size = await storage.store.size(file.storageKey);
      } catch (err) {
        req.log.error({ err, fileId: file.id }, 'a recorded file is missing from storage');
        throw ApiError.notFound('files.missing');
      }
      const inline = INLINE.has(file.mime) && req.query.download !== 1;
      return reply
        .header('content-type', INLINE.has(file.mime) ? file.mime : 'application/octet-stream')
        .header('content-length', size)
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(storage.store.read(file.storageKey));
    },
  });
}
