import { eq } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { requireSession } from '../../auth/access';
import { nameForType } from '../../storage';
import { files } from '../../db/schema';
import type { AppContext } from '../context';
import { mayReadFile } from '../../storage/access';
import './messages';
import { contentDisposition } from '../../http/disposition';

/** The content types we serve as what they are; anything else goes out as bytes. */
const SERVED = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * Shown in place (`inline`): raster images only, which a browser renders without running
 * anything. Everything else, PDF included, is an `attachment`. A PDF rendered by the browser
 * is a large attack surface (the viewer runs the document's scripts, forms and links), and the
 * screens do not need `inline` to preview one: they fetch the file with the bearer token and
 * open it from a blob URL, whose type comes from Content-Type, not from this disposition.
 */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

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
      // the recorded type is the sniffed one (features commit what the bytes show)
      const type = SERVED.has(file.mime) ? file.mime : 'application/octet-stream';
      const inline = INLINE.has(type) && req.query.download !== 1;
      return (
        reply
          .header('content-type', type)
          .header('content-length', size)
          // the user's base name, with the extension of the type served (files stored before
          // names were fixed at upload get it here too)
          .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', nameForType(file.name, type)))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=300')
          .send(storage.store.read(file.storageKey))
      );
    },
  });
}
