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
  constructor(readonly field: string, readonly cap: number) {
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
      const ext = path.extname(upload.name).toLowerCase().replace(/[^.a-z0-9]/g, '').slice(0, 10);
      const key = `${new Date().toISOString().slice(0, 7)}/${randomUUID()}${ext}`;
      const [row] = await db.insert(files).values({ storageKey: key, name: upload.name.slice(0, 200), mime: upload.mime, size: upload.size, ownerId }).returning({ id: files.id });
      await store.adopt(upload.tempPath, key);
      upload.committedId = row.id;
      return row.id;
    },
    async discard(uploads) {
      await Promise.all(uploads.filter((u) => !u.committedId).map((u) => rm(u.tempPath, { force: true })));
    },
  };
}
