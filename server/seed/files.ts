/**
 * Files for the demo data (a pledge's signed upload, a licence's GIS image…): written into the
 * portal's own store under DATA_DIR, the same way an upload is committed, so the demo's files
 * download like any other. The demo seed receives one (`DemoSeedContext.files`).
 */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { createStorage, UploadedFile } from '../storage';

export interface DemoFiles {
  /** keep these bytes as a stored file owned by `ownerId`; answers its `files` id */
  put(tx: DbOrTx, name: string, mime: string, bytes: Buffer, ownerId: number | null): Promise<number>;
}

export function demoFiles(dataDir: string): DemoFiles {
  const storage = createStorage(dataDir);
  return {
    async put(tx, name, mime, bytes, ownerId) {
      await mkdir(storage.tmpDir, { recursive: true });
      const tempPath = path.join(storage.tmpDir, `demo-${randomUUID()}`);
      await writeFile(tempPath, bytes);
      return storage.commit(tx, new UploadedFile('demo', name, mime, bytes.length, tempPath), ownerId);
    },
  };
}

/**
 * A one-page PDF saying what it is (a demo stand-in for a scanned, signed document): valid PDF
 * syntax with a correct cross-reference table, so viewers open it.
 */
export function demoPdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, ' ').replace(/[^\x20-\x7e]/g, '?');
  const content = `BT /F1 14 Tf 60 760 Td (${text}) Tj 0 -24 Td (Mashaer portal demo document) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
