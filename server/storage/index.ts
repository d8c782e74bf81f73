/**
 * Uploaded files. Uploads stream to a temporary folder while the request is read
 * (the size cap of each field is enforced there); a handler that accepts the
 * request commits them, which moves them into the store and records a `files`
 * row in its transaction. Uncommitted uploads are removed when the response ends,
 * so a refused request leaves nothing behind.
 *
 * The store is a local folder behind a small interface; an S3-compatible store is
 * the scale-out path (see docs/architecture.md).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import type { DbOrTx } from '../db/client';
import { files } from '../db/schema';

export interface FileStore {
  /** move a finished temporary file into the store under `key` */
  adopt(tempPath: string, key: string): Promise<void>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
  size(key: string): Promise<number>;
}

export function localFileStore(root: string): FileStore {
  const full = (key: string) => {
    const p = path.resolve(root, key);
    if (!p.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the store');
    return p;
  };
  return {
    async adopt(tempPath, key) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(tempPath, target);
      } catch {
        // a different device: copy, then drop the temporary file
        await copyFile(tempPath, target);
        await rm(tempPath, { force: true });
      }
    },
    read: (key) => createReadStream(full(key)),
    remove: (key) => rm(full(key), { force: true }),
    size: async (key) => (await stat(full(key))).size,
  };
}

/** A file received in a multipart request, not yet committed. */
export class UploadedFile {
  committedId: number | undefined;
  constructor(
    readonly field: string,
    readonly name: string,
    readonly mime: string,
    readonly size: number,
    readonly tempPath: string,
  ) {}
}

export class FileTooLargeError extends Error {
  constructor(
    readonly field: string,
    readonly cap: number,
  ) {
    super(`file in ${field} is over ${cap} bytes`);
  }
}

/** Stream `source` to a temporary file, failing as soon as it passes `cap` bytes. */
export async function receiveUpload(tmpDir: string, field: string, name: string, mime: string, source: Readable, cap: number): Promise<UploadedFile> {
  await mkdir(tmpDir, { recursive: true });
  const tempPath = path.join(tmpDir, randomUUID());
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > cap) done(new FileTooLargeError(field, cap));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(tempPath));
  } catch (e) {
    source.resume(); // drain what is left so the request can finish
    await rm(tempPath, { force: true });
    throw e;
  }
  return new UploadedFile(field, name, mime, size, tempPath);
}

/** The extensions each stored content type goes by; the first is the one a name is given. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  // the news videos (server/features/news/video.ts sniffs them)
  'video/webm': ['.webm'],
  'video/mp4': ['.mp4'],
};

/** The extension a file of this content type is stored and served under (`.bin` for a type we do not know). */
export const extensionFor = (mime: string): string => EXTENSIONS[mime]?.[0] ?? '.bin';

/**
 * A file's name as we keep and serve it: the user's base name with an extension that
 * matches its content type (the type the bytes show, not the name the browser sent),
 * so `x.pdf` holding a PNG is `x.png` and opens as what it is once downloaded. An
 * extension already right for the type is kept as written (`photo.JPEG`). Path
 * separators and control characters go; at most `max` characters.
 */
export function nameForType(name: string, mime: string, max = 200): string {
  const known = EXTENSIONS[mime] ?? ['.bin'];
  // eslint-disable-next-line no-control-regex
  const clean = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const ext = path.extname(clean);
  if (ext && known.includes(ext.toLowerCase()) && clean.length <= max) return clean;
  const base = (ext ? clean.slice(0, -ext.length) : clean).replace(/^[.\s]+|[.\s]+$/g, '') || 'file';
  return base.slice(0, max - known[0]!.length) + known[0];
}

export interface Storage {
  store: FileStore;
  tmpDir: string;
  /** Commit an upload: move it into the store and record it; returns the `files` id. */
  commit(db: DbOrTx, upload: UploadedFile, ownerId: number | null): Promise<number>;
  /** Remove temporary files of uploads nobody committed. */
  discard(uploads: UploadedFile[]): Promise<void>;
}

export function createStorage(dataDir: string): Storage {
  const store = localFileStore(path.join(dataDir, 'files'));
  const tmpDir = path.join(dataDir, 'tmp');
  return {
    store,
    tmpDir,
    async commit(db, upload, ownerId) {
      if (upload.committedId) return upload.committedId;
      // named after the content type the upload is committed under (features commit the sniffed one)
      const key = `${new Date().toISOString().slice(0, 7)}/${randomUUID()}${extensionFor(upload.mime)}`;
      const [row] = await db
        .insert(files)
        .values({ storageKey: key, name: nameForType(upload.name, upload.mime), mime: upload.mime, size: upload.size, ownerId })
        .returning({ id: files.id });
      await store.adopt(upload.tempPath, key);
      upload.committedId = row.id;
      return row.id;
    },
    async discard(uploads) {
      await Promise.all(uploads.filter((u) => !u.committedId).map((u) => rm(u.tempPath, { force: true })));
    },
  };
}
