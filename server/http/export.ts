/**
 * A list's export (issue "One path" §2.3): the rows the list shows — its filters,
 * sort and the caller's scope — written as CSV or XLSX while they are read from the
 * database in keyset batches (server/http/list.ts), so memory stays at one batch
 * whatever the size. Headings and values in the caller's language.
 *
 * - CSV: UTF-8 with a byte-order mark (Excel then reads Arabic correctly), CRLF rows,
 *   RFC 4180 quoting; a text cell starting with = + - @ or a control character is
 *   prefixed with ' so a spreadsheet never runs it as a formula (CSV injection).
 * - XLSX: the smallest valid SpreadsheetML package, zipped as it is written (fflate's
 *   streaming Zip). Parts are stored, not deflated: the sheet's bytes then arrive as
 *   written, so the screen counts `</row>` for its progress bar, and the server spends
 *   no CPU compressing on its one thread. Inline strings, a bold frozen header row,
 *   right-to-left sheet in Arabic.
 *
 * `X-Row-Count` says how many rows will come (`X-Row-Count-Estimate: 1` when that is
 * PostgreSQL's estimate); the body is chunked, so there is no Content-Length.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { Zip, ZipPassThrough, strToU8 } from 'fflate';
import type { DbOrTx } from '../db/client';
import { exportCount, listBatches, type Lang, type ListBody, type ListSpec } from './list';
import { contentDisposition } from './disposition';

export type ExportFormat = 'csv' | 'xlsx';

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type Cell = string | number | null | undefined;

export function csvCell(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

// characters XML 1.0 does not allow, and lone surrogates
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const xmlText = (s: string) => s.replace(XML_INVALID, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function colName(i: number): string {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

function xlsxRow(r: number, cells: Cell[], style?: number): string {
  const s = style ? ` s="${style}"` : '';
  const body = cells
    .map((v, i) => {
      const ref = `${colName(i)}${r}`;
      if (v === null || v === undefined || v === '') return '';
      if (typeof v === 'number' && Number.isFinite(v)) return `<c r="${ref}"${s}><v>${v}</v></c>`;
      return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${xmlText(String(v))}</t></is></c>`;
    })
    .join('');
  return `<row r="${r}">${body}</row>`;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const staticParts = (sheetName: string): Array<[string, string]> => [
  [
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    `${XML}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
  ],
];

async function* csvChunks(headings: string[], batches: AsyncIterable<Cell[][]>): AsyncGenerator<Buffer> {
  yield Buffer.from(`\uFEFF${csvLine(headings)}`, 'utf8');
  for await (const rows of batches) yield Buffer.from(rows.map(csvLine).join(''), 'utf8');
}

async function* xlsxChunks(headings: string[], batches: AsyncIterable<Cell[][]>, lang: Lang, sheetName: string): AsyncGenerator<Buffer> {
  const out: Uint8Array[] = [];
  let failed: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failed = err;
    else out.push(chunk);
  });
  const drain = () => {
    if (failed) throw failed;
    const chunks = out.splice(0, out.length);
    return chunks.length ? Buffer.concat(chunks) : null;
  };
  for (const [name, text] of staticParts(sheetName)) {
    const part = new ZipPassThrough(name);
    zip.add(part);
    part.push(strToU8(text), true);
  }
  const sheet = new ZipPassThrough('xl/worksheets/sheet1.xml');
  zip.add(sheet);
  const rtl = lang === 'ar' ? ' rightToLeft="1"' : '';
  sheet.push(
    strToU8(
      `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"${rtl}><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>${xlsxRow(1, headings, 1)}`,
    ),
  );
  let r = 1;
  const first = drain();
  if (first) yield first;
  for await (const rows of batches) {
    sheet.push(strToU8(rows.map((cells) => xlsxRow(++r, cells)).join('')));
    const chunk = drain();
    if (chunk) yield chunk;
  }
  sheet.push(strToU8('</sheetData></worksheet>'), true);
  zip.end();
  const last = drain();
  if (last) yield last;
}

/** Answer an export of `spec` for this body and scope: headers first, then the file as its rows are read. */
export async function sendExport<F extends object, Item>(
  reply: FastifyReply,
  opts: { db: DbOrTx; spec: ListSpec<F, Item>; body: (F & ListBody) | undefined; scope?: Array<SQL | undefined>; lang: Lang; format: ExportFormat; title: { ar: string; en: string } },
): Promise<FastifyReply> {
  const { db, spec, body, lang, format } = opts;
  const scope = opts.scope ?? [];
  const count = await exportCount(db, spec, body, scope);
  const headings = spec.columns.map((c) => c.label[lang]);
  async function* cells(): AsyncGenerator<Cell[][]> {
    for await (const items of listBatches(db, spec, body, lang, scope)) yield items.map((item) => spec.columns.map((c) => c.value(item, lang)));
  }
  return sendRows(reply, { headings, rows: cells(), count: count.total, estimate: count.estimate, lang, format, title: opts.title });
}

/**
 * Answer rows that are not a list's (a report whose columns depend on the record, e.g. a questionnaire's
 * questions) as CSV or XLSX: the same file, headers and streaming as a list's export.
 */
export async function sendRows(
  reply: FastifyReply,
  opts: { headings: string[]; rows: AsyncIterable<Cell[][]>; count: number; estimate?: boolean; lang: Lang; format: ExportFormat; title: { ar: string; en: string } },
): Promise<FastifyReply> {
  const { headings, lang, format } = opts;
  const title = opts.title[lang];
  const stamp = new Date().toISOString().slice(0, 10);
  const stream = Readable.from(format === 'csv' ? csvChunks(headings, opts.rows) : xlsxChunks(headings, opts.rows, lang, title.slice(0, 31)));
  return reply
    .header('content-type', MIME[format])
    .header('content-disposition', contentDisposition('attachment', `${title} ${stamp}.${format}`))
    .header('x-row-count', String(opts.count))
    .header('x-row-count-estimate', opts.estimate ? '1' : '0')
    .header('access-control-expose-headers', 'x-row-count, x-row-count-estimate, content-disposition')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}
