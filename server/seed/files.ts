/**
 * Files for the demo data (a pledge's signed upload, a licence's GIS image…): written into the
 * portal's own store under DATA_DIR, the same way an upload is committed, so the demo's files
 * download like any other. The demo seed receives one (`DemoSeedContext.files`).
 */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/**
 * A small RGB PNG drawn pixel by pixel (a demo stand-in for a photograph or a logo): `paint` gives each pixel's
 * colour. Valid PNG (signature, IHDR, one deflated IDAT, IEND), so it sniffs as image/png and shows anywhere.
 */
export function demoPng(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) raw.set(paint(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
