/**
 * Helpers for features that keep uploads: what a received file really is (by its
 * first bytes, not the name or type the browser claims), committing it under that
 * type, and the StoredFile shape the contract shows.
 */
import { open } from 'node:fs/promises';
import type { components } from '../../openapi/schema';
import type { DbOrTx } from '../db/client';
import type { files } from '../db/schema';
import { UploadedFile, type Storage } from '.';

export type StoredFileDto = components['schemas']['StoredFile'];
type FileRow = typeof files.$inferSelect;

/** The content type a file's first bytes show, for the kinds the portal accepts; null otherwise. */
export async function sniffMime(filePath: string): Promise<string | null> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    const b = head.subarray(0, bytesRead);
    const ascii = (from: number, to: number) => b.subarray(from, to).toString('latin1');
    if (ascii(0, 5) === '%PDF-') return 'application/pdf';
    if (b[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
    if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
    if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
    if (ascii(0, 4) === 'GIF8') return 'image/gif';
    return null;
  } finally {
    await handle.close();
  }
}

/** Commit an upload recording the sniffed type rather than the one the browser sent. */
export async function commitAs(storage: Storage, db: DbOrTx, upload: UploadedFile, mime: string, ownerId: number | null): Promise<number> {
  if (upload.committedId) return upload.committedId;
  const id = await storage.commit(db, new UploadedFile(upload.field, upload.name, mime, upload.size, upload.tempPath), ownerId);
  // the original is what the request tracks: mark it kept so it is not discarded
  upload.committedId = id;
  return id;
}

export const fileUrl = (id: number) => `/api/files/${id}`;

export function storedFileDto(row: Pick<FileRow, 'id' | 'name' | 'size' | 'mime'>): StoredFileDto {
  return { id: row.id, name: row.name, size: row.size, mime: row.mime, url: fileUrl(row.id) };
}
