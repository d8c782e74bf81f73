/**
 * A licence as an A4 PDF, made on the server with no browser: the order licence (`/orders/license/{id}`),
 * the readiness licence, the temporary licence and the car licence are one document type; what differs
 * (title, kind, facts, tables) is in the `LicenceDocument` each area builds.
 *
 * Arabic must come out as Arabic: letters joined in their contextual forms (initial, medial,
 * final, the lam-alef ligature) and words in right-to-left order, with English and digits in
 * their own left-to-right runs. Most PDF libraries draw isolated, reversed letters, so the text
 * pipeline is done here, in four steps, and the PDF around it is written by hand:
 *
 * 1. Bidi: `bidi-js` (the Unicode Bidirectional Algorithm, UAX #9) gives every character its
 *    embedding level in a right-to-left paragraph.
 * 2. Itemise: a paragraph is cut into pieces of one level, one font and no space inside; the font
 *    is Noto Sans Arabic for Arabic script, Noto Sans for Latin, and for neutrals (digits,
 *    punctuation) the font of the nearest strong letter that has the glyph.
 * 3. Shape: HarfBuzz (`harfbuzzjs`, WebAssembly) shapes each piece with the fonts' own OpenType
 *    tables (GSUB `init`/`medi`/`fina`/`rlig`, GPOS marks and kerning) and returns glyph ids with
 *    positions, already in visual order for a right-to-left piece.
 * 4. Lines: words are wrapped greedily to the box width; each line's pieces are put in visual order
 *    by the algorithm's rule L2 (reverse runs from the highest level down to the lowest odd one).
 *
 * The glyphs are written as they were shaped: each font is embedded as a CIDFontType2 subset
 * (HarfBuzz's subsetter, glyph ids kept, so the content stream names the font's own glyph ids),
 * with a ToUnicode map so the text can be searched and copied, and every glyph is placed with
 * its own text matrix at the position HarfBuzz gave it. The fonts come from the repository
 * (server/assets/fonts, SIL OFL 1.1), never from the system.
 *
 * The QR code (npm `qrcode`) is drawn as vector squares and encodes `licence.verifyUrl`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import type * as HarfBuzz from 'harfbuzzjs';
import bidiFactory, { type Bidi } from 'bidi-js';
import QRCode from 'qrcode';
import { LICENCE_TITLES } from '../../shared/licences';

/** A text in both languages: Arabic printed first, English in small print under or beside it. */
export interface Bilingual {
  ar: string;
  en: string;
}

/** One cell of a licence table: its text and, in small print under it, an optional second line. */
export interface LicenceCell {
  text: string;
  sub?: string;
}

/** A numbered table (the number column is added); a column without a width shares what is left. */
export interface LicenceTable {
  title: Bilingual;
  columns: { title: Bilingual; width?: number; bold?: boolean }[];
  rows: LicenceCell[][];
}

/** What the licence shows. Dates are ISO calendar dates ('YYYY-MM-DD'). */
export interface LicenceDocument {
  /** The licence number, e.g. 'ORD-2026-00042'. */
  number: string;
  /** The licence's name, e.g. رخصة بناء وتجهيز / Building and Fit-out Licence. */
  title: Bilingual;
  /** The chip under the title: what the licence was given for. */
  kind: { label: Bilingual; value: Bilingual };
  issuedAt: string;
  /** null: the licence has no end date (it holds until it is withdrawn). */
  validUntil: string | null;
  company: { name: string; name_en?: string | null; cr?: string | null };
  /** Printed after the company in the facts grid beside the QR code: the camp, its square, a vehicle… */
  facts: { label: Bilingual; value: string | null | undefined }[];
  tables: LicenceTable[];
  /** Encoded in the QR code: the public page that verifies the licence. */
  verifyUrl: string;
  /** The issuing authority, printed in the header band. */
  authority: Bilingual;
  /**
   * A document that is not a licence (a tax invoice) names its parts otherwise: its number, the
   * holder's section, the QR caption and the footer's note; `validity: false` leaves out the dates
   * section; `footerLink: null` prints no link (an e-invoice QR carries data, not an address).
   */
  wording?: { number?: Bilingual; holder?: Bilingual; qr?: Bilingual; electronic?: string; validity?: false; footerLink?: null };
}

/** The two order families' licence: its title, kind, camp facts and the parties and services tables. */
export function orderLicenceParts(
  kind: 'order' | 'locationOrder',
  camp: { name: string; square?: string | null },
  parties: { role: Bilingual; name: string }[],
  services: { name: string; specialty?: string | null }[],
): Pick<LicenceDocument, 'title' | 'kind' | 'facts' | 'tables'> {
  return {
    title: LICENCE_TITLES[kind],
    kind: {
      label: { ar: 'نوع الطلب', en: 'Order type' },
      value: kind === 'order' ? { ar: 'طلب خدمات', en: 'Services order' } : { ar: 'طلب موقع', en: 'Location order' },
    },
    facts: [
      { label: T.camp, value: camp.name },
      { label: T.square, value: camp.square },
    ],
    tables: [
      {
        title: { ar: 'أطراف الرخصة', en: 'Parties' },
        columns: [{ title: { ar: 'الصفة', en: 'Role' }, width: 150, bold: true }, { title: { ar: 'الاسم', en: 'Name' } }],
        rows: parties.map((p) => [{ text: p.role.ar, sub: p.role.en }, { text: p.name }]),
      },
      {
        title: { ar: 'الخدمات المرخصة', en: 'Licensed services' },
        columns: [{ title: { ar: 'الخدمة', en: 'Service' } }, { title: { ar: 'التخصص', en: 'Specialty' }, width: 170 }],
        rows: services.map((x) => [{ text: x.name }, { text: x.specialty ?? '' }]),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

const DATE_PARTS = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const gregorianFormat = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', DATE_PARTS);
const hijriFormat = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-latn', DATE_PARTS);

/**
 * One calendar date in both calendars the season uses: Gregorian ('20 مايو 2026 م') and Hijri by
 * the Umm al-Qura calendar ('3 ذو الحجة 1447 هـ'), digits in Latin like the rest of the licence.
 * The date is a civil date, so it is read and formatted in UTC (no time zone can move its day).
 */
export function licenceDate(iso: string): { iso: string; gregorian: string; hijri: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
  if (!m || !date || date.getUTCFullYear() !== Number(m[1]) || date.getUTCMonth() !== Number(m[2]) - 1 || date.getUTCDate() !== Number(m[3]))
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${iso}`);
  return { iso, gregorian: `${gregorianFormat.format(date)} م`, hijri: hijriFormat.format(date) };
}

// ---------------------------------------------------------------------------------------------
// Fonts and the shaping engine (loaded once, on the first licence)
// ---------------------------------------------------------------------------------------------

const FONT_FILES = {
  ar: 'NotoSansArabic-Regular.ttf',
  arBold: 'NotoSansArabic-Bold.ttf',
  lat: 'NotoSans-Regular.ttf',
  latBold: 'NotoSans-Bold.ttf',
} as const;
type FaceKey = keyof typeof FONT_FILES;
const FACE_KEYS = Object.keys(FONT_FILES) as FaceKey[];
const FONT_DIR = new URL('../assets/fonts/', import.meta.url);

interface FaceData {
  key: FaceKey;
  bytes: Uint8Array;
  font: HarfBuzz.Font;
  upem: number;
  unicodes: Set<number>;
  postscriptName: string;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: [number, number, number, number];
}

interface SubsetExports {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_length(blob: number): number;
  hb_blob_get_data(blob: number, length: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, setType: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
  _initialize?: () => void;
}

interface Engine {
  hb: typeof HarfBuzz;
  faces: Record<FaceKey, FaceData>;
  bidi: Bidi;
  subset: (bytes: Uint8Array, gids: Iterable<number>) => Uint8Array;
  /** One HarfBuzz buffer, reused: shaping is synchronous, so no two licences use it at once. */
  buffer: HarfBuzz.Buffer;
}

let engineLoading: Promise<Engine> | undefined;

function engine(): Promise<Engine> {
  engineLoading ??= loadEngine().catch((err: unknown) => {
    engineLoading = undefined;
    throw err;
  });
  return engineLoading;
}

function tag(s: string): number {
  return ((s.charCodeAt(0) << 24) | (s.charCodeAt(1) << 16) | (s.charCodeAt(2) << 8) | s.charCodeAt(3)) >>> 0;
}

async function loadEngine(): Promise<Engine> {
  // harfbuzzjs instantiates its WebAssembly on import: only when the first licence is made.
  const hb = await import('harfbuzzjs');
  const faces = {} as Record<FaceKey, FaceData>;
  for (const key of FACE_KEYS) {
    const bytes = new Uint8Array(readFileSync(new URL(FONT_FILES[key], FONT_DIR)));
    const face = new hb.Face(new hb.Blob(bytes));
    const font = new hb.Font(face);
    const head = face.referenceTable('head');
    if (!head) throw new Error(`${FONT_FILES[key]}: no head table`);
    const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
    const extents = font.hExtents();
    faces[key] = {
      key,
      bytes,
      font,
      upem: face.upem,
      unicodes: new Set(face.collectUnicodes()),
      postscriptName: face.getName(6, 'en') || FONT_FILES[key].replace(/\.ttf$/, ''),
      ascent: extents.ascender,
      descent: extents.descender,
      capHeight: font.getMetricPosition(hb.MetricsTag.CAP_HEIGHT) ?? extents.ascender,
      bbox: [view.getInt16(36), view.getInt16(38), view.getInt16(40), view.getInt16(42)],
    };
  }

  const wasmPath = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
  const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath));
  const x = instance.exports as unknown as SubsetExports;
  x._initialize?.();
  const HB_MEMORY_MODE_WRITABLE = 2;
  const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
  const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
  const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;

  /** The font with only `gids` drawn (and their ids kept), without what a PDF viewer never reads. */
  const subset = (bytes: Uint8Array, gids: Iterable<number>): Uint8Array => {
    const ptr = x.malloc(bytes.byteLength);
    new Uint8Array(x.memory.buffer).set(bytes, ptr);
    const blob = x.hb_blob_create(ptr, bytes.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
    const face = x.hb_face_create(blob, 0);
    x.hb_blob_destroy(blob);
    const input = x.hb_subset_input_create_or_fail();
    try {
      if (!input) throw new Error('hb_subset_input_create_or_fail failed');
      const glyphs = x.hb_subset_input_glyph_set(input);
      for (const gid of gids) x.hb_set_add(glyphs, gid);
      const drop = x.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
      for (const t of ['GSUB', 'GPOS', 'GDEF', 'DSIG', 'hdmx', 'kern', 'LTSH', 'VDMX']) x.hb_set_add(drop, tag(t));
      x.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NO_HINTING);
      const out = x.hb_subset_or_fail(face, input);
      if (!out) throw new Error('hb_subset_or_fail failed');
      const outBlob = x.hb_face_reference_blob(out);
      const data = x.hb_blob_get_data(outBlob, 0);
      const result = new Uint8Array(x.memory.buffer, data, x.hb_blob_get_length(outBlob)).slice();
      x.hb_blob_destroy(outBlob);
      x.hb_face_destroy(out);
      return result;
    } finally {
      if (input) x.hb_subset_input_destroy(input);
      x.hb_face_destroy(face);
      x.free(ptr);
    }
  };

  return { hb, faces, bidi: bidiFactory(), subset, buffer: new hb.Buffer() };
}

// ---------------------------------------------------------------------------------------------
// Text: bidi, itemising, shaping, wrapping
// ---------------------------------------------------------------------------------------------

type RGB = readonly [number, number, number];
type Weight = 'regular' | 'bold';
type Align = 'right' | 'left' | 'center';

interface TextStyle {
  size: number;
  weight?: Weight;
  color?: RGB;
  /**
   * The paragraph direction. 'auto' (the default) takes it from the first strong letter, as the
   * algorithm's rules P2–P3 say: an Arabic name reads right to left, an English one left to right
   * (its full stop stays at its end) and either sits right-aligned in the Arabic layout.
   */
  dir?: 'rtl' | 'ltr' | 'auto';
  /** Line height as a multiple of the size. */
  leading?: number;
}

/** A shaped glyph, in the font's units. `text` is what it stands for (for ToUnicode). */
interface Glyph {
  gid: number;
  ax: number;
  dx: number;
  dy: number;
  text: string;
}

/** A run of one level and one font, without spaces inside (or only spaces). */
interface Piece {
  face: FaceKey;
  level: number;
  space: boolean;
  glyphs: Glyph[];
  /** Advance in the font's units. */
  advance: number;
}

interface Paragraph {
  text: string;
  levels: Uint8Array;
  faces: FaceKey[];
}

interface TextLine {
  /** Pieces in visual order, left to right. */
  pieces: Piece[];
  /** Width in points. */
  width: number;
}

interface TextBlock {
  lines: TextLine[];
  style: Required<TextStyle>;
  width: number;
  height: number;
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const LETTER = /[\p{L}\p{M}]/u;
const SPACE = /[ \u00a0\u2000-\u200a\u3000\t]/u;
/** Bidi controls and zero-width characters: they steer the layout and draw nothing. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/gu; // eslint-disable-line no-control-regex

class Typesetter {
  /** What each glyph id of each face stands for, as first shaped: the PDF's ToUnicode maps. */
  readonly used: Record<FaceKey, Map<number, string>> = { ar: new Map(), arBold: new Map(), lat: new Map(), latBold: new Map() };
  private readonly cache = new Map<string, Piece>();

  constructor(readonly engine: Engine) {}

  private faceFor(weight: Weight, script: 'ar' | 'lat'): FaceKey {
    return weight === 'bold' ? (script === 'ar' ? 'arBold' : 'latBold') : script;
  }

  /** The font of each UTF-16 unit: Arabic letters in Noto Sans Arabic, other letters in Noto Sans, neutrals as their nearest letter. */
  private faces(text: string, weight: Weight, dir: 'rtl' | 'ltr'): FaceKey[] {
    // neutrals take the face of the letter before them, else after them, else the paragraph's
    const script: ('ar' | 'lat' | undefined)[] = [];
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      script.push(ARABIC.test(ch) ? 'ar' : LETTER.test(ch) && !/[\p{M}]/u.test(ch) ? 'lat' : undefined);
    }
    const nearest = (i: number): 'ar' | 'lat' => {
      for (let j = i - 1; j >= 0; j--) if (script[j]) return script[j]!;
      for (let j = i + 1; j < text.length; j++) if (script[j]) return script[j]!;
      return dir === 'rtl' ? 'ar' : 'lat';
    };
    const out: FaceKey[] = [];
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0xdc00 && code <= 0xdfff && i > 0) {
        out.push(out[i - 1]!); // the second half of a surrogate pair goes with the first
        continue;
      }
      const cp = text.codePointAt(i)!;
      const wanted = script[i] ?? (/\p{M}/u.test(text[i]!) && i > 0 ? (out[i - 1]!.startsWith('ar') ? 'ar' : 'lat') : nearest(i));
      const first = this.faceFor(weight, wanted);
      const other = this.faceFor(weight, wanted === 'ar' ? 'lat' : 'ar');
      out.push(this.engine.faces[first].unicodes.has(cp) || !this.engine.faces[other].unicodes.has(cp) ? first : other);
    }
    return out;
  }

  paragraph(text: string, weight: Weight, dir: 'rtl' | 'ltr' | 'auto'): Paragraph {
    const { levels, paragraphs } = this.engine.bidi.getEmbeddingLevels(text, dir);
    return { text, levels, faces: this.faces(text, weight, (paragraphs[0]?.level ?? 0) % 2 ? 'rtl' : 'ltr') };
  }

  /** HarfBuzz shapes text[start, end) in one font and direction, with the text around it as context. */
  private shape(p: Paragraph, face: FaceKey, level: number, start: number, end: number): Piece {
    const space = SPACE.test(p.text[start]!);
    // HarfBuzz sees up to 5 characters of context on each side (joining across a cut, e.g. a long word's)
    const key = `${face}|${level & 1}|${start - Math.max(0, start - 5)}|${end - start}|${p.text.slice(Math.max(0, start - 5), end + 5)}`;
    const hit = this.cache.get(key);
    if (hit) return { ...hit, level };
    const { hb, faces, buffer } = this.engine;
    const data = faces[face];
    buffer.reset();
    buffer.addText(p.text, start, end - start);
    buffer.setDirection(level & 1 ? hb.Direction.RTL : hb.Direction.LTR);
    buffer.guessSegmentProperties();
    hb.shape(data.font, buffer);
    const shaped = buffer.getGlyphInfosAndPositions();
    const clusters = [...new Set(shaped.map((g) => g.cluster))].sort((a, b) => a - b);
    const seen = new Set<number>();
    const glyphs: Glyph[] = shaped.map((g) => {
      const next = clusters.find((c) => c > g.cluster) ?? end;
      const text = seen.has(g.cluster) ? '' : p.text.slice(g.cluster, next).replace(INVISIBLE, '');
      seen.add(g.cluster);
      if (text && !this.used[face].has(g.codepoint)) this.used[face].set(g.codepoint, text);
      return { gid: g.codepoint, ax: g.xAdvance ?? 0, dx: g.xOffset ?? 0, dy: g.yOffset ?? 0, text };
    });
    const piece: Piece = { face, level, space, glyphs, advance: glyphs.reduce((s, g) => s + g.ax, 0) };
    this.cache.set(key, piece);
    return piece;
  }

  /** text[start, end) cut where the level or the font changes and around spaces, each piece shaped. */
  pieces(p: Paragraph, start: number, end: number): Piece[] {
    const out: Piece[] = [];
    let s = start;
    for (let i = start + 1; i <= end; i++) {
      const cut = i === end || p.levels[i] !== p.levels[s] || p.faces[i] !== p.faces[s] || SPACE.test(p.text[i]!) !== SPACE.test(p.text[i - 1]!);
      if (cut && !(i < end && p.text.charCodeAt(i) >= 0xdc00 && p.text.charCodeAt(i) <= 0xdfff)) {
        out.push(this.shape(p, p.faces[s]!, p.levels[s]!, s, i));
        s = i;
      }
    }
    return out;
  }

  width(pieces: Piece[], size: number): number {
    return pieces.reduce((w, pc) => w + (pc.advance * size) / this.engine.faces[pc.face].upem, 0);
  }

  /** Lays `text` out in lines no wider than `maxWidth` points (a word longer than a line is cut). */
  layout(raw: string, style: TextStyle, maxWidth = Infinity): TextBlock {
    const st: Required<TextStyle> = { weight: 'regular', color: INK, dir: 'auto', leading: 1.5, ...style };
    const lines: TextLine[] = [];
    for (const para of raw.replace(CONTROL, '').replace(/\r\n?/g, '\n').split('\n')) {
      const text = para.replace(/\s+$/u, '');
      if (!text) {
        lines.push({ pieces: [], width: 0 });
        continue;
      }
      const p = this.paragraph(text, st.weight, st.dir);
      for (const logical of this.wrap(p, st.size, maxWidth)) {
        const pieces = visualOrder(logical);
        lines.push({ pieces, width: this.width(pieces, st.size) });
      }
    }
    const width = Math.max(0, ...lines.map((l) => l.width));
    return { lines, style: st, width, height: lines.length * st.size * st.leading };
  }

  /** Greedy wrapping at spaces, in logical order. */
  private wrap(p: Paragraph, size: number, maxWidth: number): Piece[][] {
    // words: [start, end) of the text between spaces
    const words: [number, number][] = [];
    let i = 0;
    while (i < p.text.length) {
      while (i < p.text.length && SPACE.test(p.text[i]!)) i++;
      const s = i;
      while (i < p.text.length && !SPACE.test(p.text[i]!)) i++;
      if (i > s) words.push([s, i]);
    }
    const lines: Piece[][] = [];
    let lineStart = -1;
    let lineEnd = -1;
    let lineWidth = 0;
    const flush = () => {
      if (lineStart >= 0) lines.push(this.pieces(p, lineStart, lineEnd));
      lineStart = -1;
      lineWidth = 0;
    };
    for (const [ws, we] of words) {
      let s = ws;
      let w = this.width(this.pieces(p, ws, we), size);
      if (lineStart >= 0) {
        const withSpace = this.width(this.pieces(p, lineEnd, we), size);
        if (lineWidth + withSpace <= maxWidth) {
          lineEnd = we;
          lineWidth += withSpace;
          continue;
        }
        flush();
      }
      // a word wider than the line: cut it where it still fits (never inside a letter with its marks)
      while (w > maxWidth) {
        let cut = s;
        for (let j = nextBoundary(p.text, s); j < we; j = nextBoundary(p.text, j)) {
          if (this.width(this.pieces(p, s, j), size) > maxWidth) break;
          cut = j;
        }
        if (cut === s) cut = nextBoundary(p.text, s);
        lines.push(this.pieces(p, s, cut));
        s = cut;
        w = s < we ? this.width(this.pieces(p, s, we), size) : 0;
      }
      if (s < we) {
        lineStart = s;
        lineEnd = we;
        lineWidth = w;
      }
    }
    flush();
    return lines;
  }
}

/** The index after the character at i and the combining marks on it. */
function nextBoundary(text: string, i: number): number {
  let j = i + (text.codePointAt(i)! > 0xffff ? 2 : 1);
  while (j < text.length && /\p{M}/u.test(text[j]!)) j++;
  return j;
}

/** Rule L2 of the bidi algorithm on pieces: from the highest level down to the lowest odd level, reverse every run at that level or above. */
function visualOrder(pieces: Piece[]): Piece[] {
  const out = pieces.slice();
  if (!out.length) return out;
  const levels = out.map((p) => p.level);
  const max = Math.max(...levels);
  const min = Math.min(...levels);
  const lowestOdd = min % 2 ? min : min + 1;
  for (let level = max; level >= lowestOdd; level--) {
    for (let i = 0; i < out.length;) {
      if (out[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && out[j]!.level >= level) j++;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      i = j;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Pages: drawing in points from the top-left corner; the PDF's y axis points up
// ---------------------------------------------------------------------------------------------

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 36;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const LEFT = MARGIN;
const RIGHT = PAGE_W - MARGIN;
const FOOTER_TOP = PAGE_H - 52;

const hex = (h: string): RGB => [parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255];
const INK = hex('#1c2621');
const MUTED = hex('#5d6b63');
const GREEN = hex('#0b5d3b');
const GREEN_DARK = hex('#08472d');
const GOLD = hex('#b8965a');
const RULE = hex('#b7c6bd');
const TINT = hex('#eef4f0');
const ZEBRA = hex('#f7faf8');
const WHITE: RGB = [1, 1, 1];
const PALE = hex('#d5e6dc');

const FONT_RESOURCE: Record<FaceKey, string> = { ar: 'FAr', arBold: 'FArB', lat: 'FLat', latBold: 'FLatB' };

const num = (n: number): string => {
  const s = n.toFixed(2);
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
};

class Canvas {
  readonly ops: string[] = [];

  constructor(private readonly ts: Typesetter) {}

  private color(c: RGB, stroke = false): string {
    return `${num(c[0])} ${num(c[1])} ${num(c[2])} ${stroke ? 'RG' : 'rg'}`;
  }

  rect(x: number, y: number, w: number, h: number, fill?: RGB, stroke?: RGB, lineWidth = 0.6): void {
    const parts = [];
    if (fill) parts.push(this.color(fill));
    if (stroke) parts.push(this.color(stroke, true), `${num(lineWidth)} w`);
    parts.push(`${num(x)} ${num(PAGE_H - y - h)} ${num(w)} ${num(h)} re`, fill && stroke ? 'B' : fill ? 'f' : 'S');
    this.ops.push(parts.join(' '));
  }

  line(x1: number, y1: number, x2: number, y2: number, color: RGB = RULE, lineWidth = 0.6): void {
    this.ops.push(`${this.color(color, true)} ${num(lineWidth)} w ${num(x1)} ${num(PAGE_H - y1)} m ${num(x2)} ${num(PAGE_H - y2)} l S`);
  }

  /** Draws a laid-out block with its top at y, in the box [x, x + width], each line aligned. */
  text(block: TextBlock, x: number, y: number, width: number, align: Align = 'right'): number {
    const { size, color, leading } = block.style;
    const lineHeight = size * leading;
    // the baseline sits so that Arabic's tall letters and the marks under its baseline both fit
    let baseline = y + lineHeight / 2 + size * 0.32;
    const out: string[] = ['BT', this.color(color)];
    let current: FaceKey | undefined;
    for (const line of block.lines) {
      let pen = align === 'right' ? x + width - line.width : align === 'center' ? x + (width - line.width) / 2 : x;
      for (const piece of line.pieces) {
        const scale = size / this.ts.engine.faces[piece.face].upem;
        if (piece.face !== current) {
          out.push(`/${FONT_RESOURCE[piece.face]} ${num(size)} Tf`);
          current = piece.face;
        }
        for (const g of piece.glyphs) {
          if (!piece.space) out.push(`1 0 0 1 ${num(pen + g.dx * scale)} ${num(PAGE_H - baseline + g.dy * scale)} Tm <${g.gid.toString(16).padStart(4, '0').toUpperCase()}> Tj`);
          pen += g.ax * scale;
        }
      }
      baseline += lineHeight;
    }
    out.push('ET');
    this.ops.push(out.join('\n'));
    return block.height;
  }

  raw(op: string): void {
    this.ops.push(op);
  }
}

// ---------------------------------------------------------------------------------------------
// The licence
// ---------------------------------------------------------------------------------------------

const T = {
  number: { ar: 'رقم الرخصة', en: 'Licence No.' },
  companyCamp: { ar: 'صاحب الرخصة', en: 'Licence holder' },
  company: { ar: 'اسم الشركة', en: 'Company' },
  companyEn: { ar: 'الاسم بالإنجليزية', en: 'English name' },
  cr: { ar: 'السجل التجاري', en: 'Commercial register' },
  camp: { ar: 'المخيم', en: 'Camp' },
  square: { ar: 'المربع', en: 'Square' },
  validity: { ar: 'مدة الصلاحية', en: 'Validity' },
  issuedAt: { ar: 'تاريخ الإصدار', en: 'Issued on' },
  validUntil: { ar: 'صالحة حتى', en: 'Valid until' },
  noEnd: { ar: 'سارية حتى إلغائها', en: 'Valid until withdrawn' },
  gregorian: { ar: 'ميلادي', en: 'Gregorian' },
  hijri: { ar: 'هجري (أم القرى)', en: 'Hijri' },
  continued: { ar: 'تابع', en: 'continued' },
  none: { ar: 'لا يوجد', en: 'None' },
  qr: { ar: 'امسح الرمز للتحقق من صلاحية الرخصة', en: 'Scan to verify this licence' },
  electronic: 'وثيقة صادرة إلكترونياً، ويُتحقق من صحتها بمسح رمز التحقق أو بزيارة الرابط:',
  page: (n: number, of: number) => `صفحة ${n} من ${of}`,
};

const DASH = '—';
/** English inside an Arabic sentence, isolated (LRI…PDI) so its punctuation stays with it. */
const en = (s: string): string => `\u2066${s}\u2069`;
/** User-entered text: no control characters, and no bidi overrides or isolates of its own (they could reorder what it prints, e.g. a CR number's digits). */
const clean = (s: string | null | undefined): string =>
  (s ?? '')
    .replace(CONTROL, '')
    .replace(/[\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim();
const orDash = (s: string | null | undefined): string => clean(s) || DASH;

interface Cell {
  text: string;
  style?: Partial<TextStyle>;
  /** A second, smaller line under the first (an English name, a role's English title). */
  sub?: { text: string; style?: Partial<TextStyle> };
  align?: Align;
}

interface Column {
  title: { ar: string; en: string };
  width: number;
  align?: Align;
}

const PAD_X = 6;
const PAD_Y = 4;

class Licence {
  private readonly pages: Canvas[] = [];
  private page!: Canvas;
  private y = 0;
  private readonly dates: { issued: ReturnType<typeof licenceDate>; until: ReturnType<typeof licenceDate> | null };

  constructor(
    private readonly ts: Typesetter,
    private readonly doc: LicenceDocument,
  ) {
    this.dates = { issued: licenceDate(doc.issuedAt), until: doc.validUntil === null ? null : licenceDate(doc.validUntil) };
    const w = doc.wording ?? {};
    this.words = { number: w.number ?? T.number, holder: w.holder ?? T.companyCamp, qr: w.qr ?? T.qr, electronic: w.electronic ?? T.electronic };
  }

  /** The document's names for its parts (the licence's unless it says otherwise). */
  private readonly words: { number: Bilingual; holder: Bilingual; qr: Bilingual; electronic: string };

  private lay(text: string, style: TextStyle, width = Infinity): TextBlock {
    return this.ts.layout(text, style, width);
  }

  /** Arabic label with its English in small print under it. */
  private label(c: Canvas, l: { ar: string; en: string }, x: number, y: number, w: number, align: Align = 'right', color: RGB = INK, enColor: RGB = MUTED): number {
    const ar = this.lay(l.ar, { size: 8.5, weight: 'bold', color, leading: 1.45 }, w);
    const en = this.lay(l.en, { size: 6.5, color: enColor, dir: 'ltr', leading: 1.3 }, w);
    c.text(ar, x, y, w, align);
    c.text(en, x, y + ar.height - 1, w, align);
    return ar.height + en.height - 1;
  }

  private newPage(): void {
    this.page = new Canvas(this.ts);
    this.pages.push(this.page);
    this.y = this.pages.length === 1 ? this.firstHeader() : this.continuationHeader();
  }

  private ensure(height: number): boolean {
    if (this.y + height <= FOOTER_TOP - 8) return false;
    this.newPage();
    return true;
  }

  /** The authority's band, the licence title and number: the top of page 1. */
  private firstHeader(): number {
    const c = this.page;
    const boxW = 150;
    const boxH = 46;
    // the authority (right): its name may take two lines, the band grows with it
    const authW = CONTENT_W - boxW - 24;
    const auth = this.lay(clean(this.doc.authority.ar), { size: 13.5, weight: 'bold', color: WHITE, leading: 1.5 }, authW);
    const authEn = this.lay(clean(this.doc.authority.en), { size: 7.5, color: PALE, dir: 'ltr', leading: 1.35 }, authW);
    const bandH = Math.max(74, auth.height + authEn.height + 20);
    c.rect(0, 0, PAGE_W, bandH, GREEN);
    c.rect(0, bandH, PAGE_W, 3, GOLD);
    const authTop = (bandH - auth.height - authEn.height) / 2;
    c.text(auth, RIGHT - authW, authTop, authW);
    c.text(authEn, RIGHT - authW, authTop + auth.height, authW);
    // the licence number (left), in a framed box
    const boxY = (bandH - boxH) / 2;
    c.rect(LEFT, boxY, boxW, boxH, GREEN_DARK, GOLD, 0.8);
    const numLabel = this.lay(`${this.words.number.ar}  ·  ${en(this.words.number.en)}`, { size: 7.5, color: PALE, leading: 1.4 }, boxW - 12);
    const numText = this.lay(clean(this.doc.number), { size: 13, weight: 'bold', color: WHITE, dir: 'ltr', leading: 1.35 }, boxW - 12);
    c.text(numLabel, LEFT + 6, boxY + 5, boxW - 12, 'center');
    c.text(numText, LEFT + 6, boxY + 5 + numLabel.height, boxW - 12, 'center');

    // the title
    let y = bandH + 3 + 14;
    const title = this.lay(clean(this.doc.title.ar), { size: 21, weight: 'bold', color: GREEN, leading: 1.5 });
    c.text(title, LEFT, y, CONTENT_W, 'center');
    y += title.height - 2;
    const titleEn = this.lay(clean(this.doc.title.en).toUpperCase(), { size: 8, color: MUTED, dir: 'ltr', leading: 1.3 });
    c.text(titleEn, LEFT, y, CONTENT_W, 'center');
    y += titleEn.height + 4;
    // what the licence was given for, as a chip
    const { label, value } = this.doc.kind;
    // the English value after the Arabic, unless it is the same text (a plate, a name the user typed once)
    const valueEn = clean(value.en) && clean(value.en) !== clean(value.ar) ? `  ·  ${en(clean(value.en))}` : '';
    const chip = this.lay(`${clean(label.ar)}: ${clean(value.ar)}${valueEn}`, { size: 8.5, color: GREEN_DARK, leading: 1.55 });
    const chipW = chip.width + 20;
    c.rect(LEFT + (CONTENT_W - chipW) / 2, y, chipW, chip.height, TINT, RULE, 0.5);
    c.text(chip, LEFT, y, CONTENT_W, 'center');
    y += chip.height + 12;
    return y;
  }

  /** The compact band of the pages after the first. */
  private continuationHeader(): number {
    const c = this.page;
    const bandH = 40;
    c.rect(0, 0, PAGE_W, bandH, GREEN);
    c.rect(0, bandH, PAGE_W, 2, GOLD);
    const w = CONTENT_W / 2;
    const auth = this.lay(clean(this.doc.authority.ar), { size: 10.5, weight: 'bold', color: WHITE, leading: 1.4 }, w);
    c.text(auth, RIGHT - w, (bandH - auth.height) / 2, w);
    const title = this.lay(`${clean(this.doc.title.ar)} (${T.continued.ar})  ·  ${en(clean(this.doc.number))}`, { size: 9, color: WHITE, leading: 1.4 }, w);
    c.text(title, LEFT, (bandH - title.height) / 2, w, 'left');
    return bandH + 2 + 16;
  }

  private sectionTitle(l: { ar: string; en: string }, continued = false): void {
    const c = this.page;
    const ar = this.lay(continued ? `${l.ar} (${T.continued.ar})` : l.ar, { size: 11, weight: 'bold', color: GREEN, leading: 1.5 });
    const en = this.lay(continued ? `${l.en} (${T.continued.en})` : l.en, { size: 7.5, color: MUTED, dir: 'ltr', leading: 1.5 });
    c.rect(RIGHT - 3, this.y + 3, 3, ar.height - 6, GOLD);
    c.text(ar, RIGHT - 10 - ar.width, this.y, ar.width);
    // the English title beside the Arabic one, on its baseline
    c.text(en, RIGHT - 10 - ar.width - 8 - en.width, this.y + (ar.height - en.height) / 2 + 1.5, en.width, 'left');
    c.line(LEFT, this.y + ar.height, RIGHT - 10 - ar.width - 8 - en.width - 8, this.y + ar.height, RULE, 0.5);
    this.y += ar.height + 4;
  }

  /** The company and the licence's facts on the right; the QR code in the left corner. */
  private companyAndCamp(): void {
    this.sectionTitle(this.words.holder);
    const c = this.page;
    const qrBox = 142;
    const gap = 12;
    const gridW = CONTENT_W - qrBox - gap;
    const labelW = 100;
    const valueW = gridW - labelW;
    const d = this.doc;
    const rows: [{ ar: string; en: string }, Cell][] = [
      [T.company, { text: orDash(d.company.name), style: { size: 10, weight: 'bold' } }],
      [T.companyEn, { text: orDash(d.company.name_en), style: { size: 9.5 } }],
      [T.cr, { text: orDash(d.company.cr), style: { size: 10 } }],
      ...d.facts.map((f, i): [{ ar: string; en: string }, Cell] => [f.label, { text: orDash(f.value), style: { size: 10, weight: i === 0 ? 'bold' : 'regular' } }]),
    ];
    const top = this.y;
    let y = top;
    const rules: number[] = [];
    for (const [label, cell] of rows) {
      const value = this.lay(cell.text, { size: 10, ...cell.style }, valueW - 2 * PAD_X);
      const labelH = this.measureLabel(label, labelW - 2 * PAD_X);
      const h = Math.max(value.height, labelH) + 2 * PAD_Y;
      c.rect(RIGHT - labelW, y, labelW, h, TINT);
      this.label(c, label, RIGHT - labelW + PAD_X, y + (h - labelH) / 2, labelW - 2 * PAD_X);
      c.text(value, RIGHT - gridW + PAD_X, y + (h - value.height) / 2, valueW - 2 * PAD_X, cell.align ?? 'right');
      y += h;
      rules.push(y);
    }
    // the rules over the label column's tint, drawn after it
    for (const ry of rules.slice(0, -1)) c.line(RIGHT - gridW, ry, RIGHT, ry);
    c.rect(RIGHT - gridW, top, gridW, y - top, undefined, RULE, 0.8);
    c.line(RIGHT - labelW, top, RIGHT - labelW, y);

    // the QR code with its caption
    const caption = this.lay(this.words.qr.ar, { size: 7.5, weight: 'bold', color: GREEN_DARK, leading: 1.45 }, qrBox - 8);
    const captionEn = this.lay(this.words.qr.en, { size: 6.5, color: MUTED, dir: 'ltr', leading: 1.3 }, qrBox - 8);
    const qrSize = 100;
    const boxH = Math.max(y - top, 8 + qrSize + 4 + caption.height + captionEn.height + 4);
    c.rect(LEFT, top, qrBox, boxH, WHITE, RULE, 0.8);
    const qrY = top + 8;
    this.qr(c, LEFT + (qrBox - qrSize) / 2, qrY, qrSize);
    c.text(caption, LEFT + 4, qrY + qrSize + 4, qrBox - 8, 'center');
    c.text(captionEn, LEFT + 4, qrY + qrSize + 4 + caption.height, qrBox - 8, 'center');
    this.y = top + Math.max(boxH, y - top) + 14;
  }

  private measureLabel(l: { ar: string; en: string }, w: number): number {
    return this.lay(l.ar, { size: 8.5, weight: 'bold', leading: 1.45 }, w).height + this.lay(l.en, { size: 6.5, dir: 'ltr', leading: 1.3 }, w).height - 1;
  }

  /** The QR code as vector squares (runs of dark modules merged), with its quiet zone. */
  private qr(c: Canvas, x: number, y: number, size: number): void {
    const code = QRCode.create(this.doc.verifyUrl, { errorCorrectionLevel: 'M' });
    const n = code.modules.size;
    const quiet = 2;
    const m = size / (n + 2 * quiet);
    const rects: string[] = [];
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n;) {
        if (!code.modules.get(row, col)) {
          col++;
          continue;
        }
        let end = col;
        while (end < n && code.modules.get(row, end)) end++;
        const rx = x + (quiet + col) * m;
        const ry = y + (quiet + row) * m;
        rects.push(`${num(rx)} ${num(PAGE_H - ry - m)} ${num((end - col) * m)} ${num(m)} re`);
        col = end;
      }
    }
    c.raw(`0 0 0 rg\n${rects.join('\n')}\nf`);
  }

  /** Issue and expiry dates, each in Gregorian and Hijri. */
  private validity(): void {
    const c = this.page;
    const labelH = this.measureLabel(T.issuedAt, 200);
    const line = this.lay('0', { size: 10.5, weight: 'bold', leading: 1.5 }).height;
    const h = PAD_Y + labelH + 4 + 2 * line + PAD_Y + 4;
    this.ensure(h + 30);
    this.sectionTitle(T.validity);
    const top = this.y;
    const gap = 12;
    const w = (CONTENT_W - gap) / 2;
    const cells: [{ ar: string; en: string }, ReturnType<typeof licenceDate> | null, number][] = [
      [T.issuedAt, this.dates.issued, RIGHT - w],
      [T.validUntil, this.dates.until, LEFT],
    ];
    for (const [label, date, x] of cells) {
      c.rect(x, top, w, h, WHITE, RULE, 0.8);
      c.rect(x + w - 3, top, 3, h, GREEN);
      this.label(c, label, x + PAD_X, top + PAD_Y, w - 2 * PAD_X - 4);
      let ly = top + PAD_Y + labelH + 4;
      if (!date) {
        // no end date: said once, in both languages, where the two calendars would be
        const noEnd = this.lay(T.noEnd.ar, { size: 10.5, weight: 'bold', leading: 1.5 }, w - 2 * PAD_X - 10);
        const noEndEn = this.lay(T.noEnd.en, { size: 7.5, color: MUTED, dir: 'ltr', leading: line / 7.5 }, w - 2 * PAD_X - 10);
        c.text(noEnd, x + PAD_X, ly, w - 2 * PAD_X - 10);
        c.text(noEndEn, x + PAD_X, ly + line, w - 2 * PAD_X - 10);
        continue;
      }
      for (const [cal, text] of [
        [T.gregorian, date.gregorian],
        [T.hijri, date.hijri],
      ] as const) {
        // the value on the right; its calendar, in Arabic and English, on the left of the same line
        const calW = 100;
        const value = this.lay(text, { size: 10.5, weight: 'bold', leading: 1.5 }, w - calW - 2 * PAD_X - 10);
        const calAr = this.lay(cal.ar, { size: 7.5, color: MUTED, leading: line / 7.5 });
        const calEn = this.lay(cal.en, { size: 6.5, color: MUTED, dir: 'ltr', leading: line / 6.5 });
        c.text(value, x + PAD_X + calW + 4, ly, w - calW - 2 * PAD_X - 10);
        c.text(calEn, x + PAD_X, ly + 0.6, calEn.width, 'left');
        c.text(calAr, x + PAD_X + calEn.width + 4, ly, calAr.width, 'left');
        ly += line;
      }
    }
    this.y = top + h + 14;
  }

  /** A table, right to left, that carries on to the next page with its header repeated. */
  private table(title: { ar: string; en: string }, columns: Column[], rows: Cell[][]): void {
    const headerH = Math.max(...columns.map((col) => this.measureLabel(col.title, col.width - 2 * PAD_X))) + 2 * PAD_Y;
    const laid = rows.map((row) =>
      row.map((cell, i) => {
        const w = columns[i]!.width - 2 * PAD_X;
        const main = this.lay(cell.text, { size: 9.5, ...cell.style }, w);
        const sub = cell.sub ? this.lay(cell.sub.text, { size: 6.5, color: MUTED, leading: 1.3, ...cell.sub.style }, w) : undefined;
        return { main, sub, align: cell.align ?? columns[i]!.align ?? 'right', height: main.height + (sub ? sub.height - 1 : 0) };
      }),
    );
    const rowH = laid.map((cells) => Math.max(...cells.map((cell) => cell.height)) + 2 * PAD_Y);
    const titleH = 24;
    this.ensure(titleH + headerH + (rowH[0] ?? 20));
    this.sectionTitle(title);

    const drawHeader = () => {
      const c = this.page;
      c.rect(LEFT, this.y, CONTENT_W, headerH, GREEN);
      let x = RIGHT;
      for (const col of columns) {
        x -= col.width;
        const lh = this.measureLabel(col.title, col.width - 2 * PAD_X);
        this.label(c, col.title, x + PAD_X, this.y + (headerH - lh) / 2, col.width - 2 * PAD_X, col.align ?? 'right', WHITE, PALE);
      }
      this.y += headerH;
      return this.y - headerH;
    };
    let segmentTop = drawHeader();
    const closeSegment = () => {
      const c = this.page;
      c.rect(LEFT, segmentTop, CONTENT_W, this.y - segmentTop, undefined, RULE, 0.8);
      let x = RIGHT;
      for (const col of columns.slice(0, -1)) {
        x -= col.width;
        c.line(x, segmentTop + headerH, x, this.y);
      }
    };

    if (!rows.length) {
      const none = this.lay(`${T.none.ar}  ·  ${en(T.none.en)}`, { size: 9, color: MUTED }, CONTENT_W);
      this.page.text(none, LEFT, this.y + PAD_Y, CONTENT_W, 'center');
      this.y += none.height + 2 * PAD_Y;
      closeSegment();
      this.y += 14;
      return;
    }
    laid.forEach((cells, r) => {
      const h = rowH[r]!;
      if (this.y + h > FOOTER_TOP - 8) {
        closeSegment();
        this.newPage();
        this.sectionTitle(title, true);
        segmentTop = drawHeader();
      }
      const c = this.page;
      if (r % 2 === 1) c.rect(LEFT, this.y, CONTENT_W, h, ZEBRA);
      let x = RIGHT;
      cells.forEach((cell, i) => {
        const w = columns[i]!.width;
        x -= w;
        const top = this.y + (h - cell.height) / 2;
        c.text(cell.main, x + PAD_X, top, w - 2 * PAD_X, cell.align);
        if (cell.sub) c.text(cell.sub, x + PAD_X, top + cell.main.height - 1, w - 2 * PAD_X, cell.align);
      });
      this.y += h;
      if (r < rows.length - 1) c.line(LEFT, this.y, RIGHT, this.y, RULE, 0.4);
    });
    closeSegment();
    this.y += 14;
  }

  private footer(c: Canvas, n: number, of: number): void {
    const y = FOOTER_TOP + 6;
    c.line(LEFT, y, RIGHT, y, GOLD, 0.8);
    const w = CONTENT_W - 90;
    let ty = y + 4;
    for (const block of [
      this.lay(clean(this.doc.authority.ar), { size: 7, weight: 'bold', color: MUTED, leading: 1.45 }, w),
      this.lay(this.words.electronic, { size: 7, color: MUTED, leading: 1.45 }, w),
      ...(this.doc.wording?.footerLink === null ? [] : [this.lay(this.doc.verifyUrl, { size: 6.5, color: GREEN_DARK, dir: 'ltr', leading: 1.4 }, w)]),
    ]) {
      c.text(block, RIGHT - w, ty, w);
      ty += block.height;
    }
    const page = this.lay(T.page(n, of), { size: 8, weight: 'bold', color: INK, leading: 1.45 }, 90);
    c.text(page, LEFT, y + 6, 80, 'left');
  }

  render(): Canvas[] {
    this.newPage();
    if (this.doc.wording?.validity !== false) this.validity();
    this.companyAndCamp();
    for (const t of this.doc.tables) {
      // the number column, then the document's; a column without a width shares what is left
      const fixed = 30 + t.columns.reduce((sum, col) => sum + (col.width ?? 0), 0);
      const share = (CONTENT_W - fixed) / Math.max(1, t.columns.filter((col) => col.width === undefined).length);
      this.table(
        t.title,
        [{ title: { ar: '#', en: 'No.' }, width: 30, align: 'center' }, ...t.columns.map((col) => ({ title: col.title, width: col.width ?? share }))],
        t.rows.map((row, i) => [
          { text: String(i + 1), align: 'center', style: { size: 9, color: MUTED } },
          ...row.map((cell, j): Cell => ({
            text: orDash(cell.text),
            style: { size: 9.5, weight: t.columns[j]?.bold ? 'bold' : 'regular', color: clean(cell.text) ? INK : MUTED },
            ...(cell.sub ? { sub: { text: clean(cell.sub) } } : {}),
          })),
        ]),
      );
    }
    this.pages.forEach((page, i) => this.footer(page, i + 1, this.pages.length));
    return this.pages;
  }
}

// ---------------------------------------------------------------------------------------------
// The PDF file
// ---------------------------------------------------------------------------------------------

class PdfFile {
  private readonly objects: Buffer[] = [];

  alloc(): number {
    this.objects.push(Buffer.alloc(0));
    return this.objects.length;
  }

  set(id: number, body: string | Buffer): void {
    this.objects[id - 1] = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  }

  add(body: string | Buffer): number {
    const id = this.alloc();
    this.set(id, body);
    return id;
  }

  stream(dict: string, data: Uint8Array): Buffer {
    const packed = deflateSync(data, { level: 9 });
    return Buffer.concat([Buffer.from(`<< ${dict} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`, 'latin1'), packed, Buffer.from('\nendstream', 'latin1')]);
  }

  bytes(root: number, info: number): Buffer {
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = parts[0]!.length;
    const offsets: number[] = [];
    this.objects.forEach((body, i) => {
      offsets.push(offset);
      const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
      parts.push(obj);
      offset += obj.length;
    });
    const xref = [`xref\n0 ${this.objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
    const id = createHash('md5').update(Buffer.concat(parts)).digest('hex').toUpperCase();
    parts.push(Buffer.from(`${xref}trailer\n<< /Size ${this.objects.length + 1} /Root ${root} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
    return Buffer.concat(parts);
  }
}

/** A text string for the PDF (document info): UTF-16BE with its byte order mark. */
function pdfText(s: string): string {
  return `<FEFF${utf16Hex(s)}>`;
}

function utf16Hex(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) out += s.charCodeAt(i).toString(16).padStart(4, '0');
  return out.toUpperCase();
}

/** A Type0 font over a CIDFontType2 subset with identity glyph ids, its widths and its ToUnicode map. */
function embedFont(pdf: PdfFile, eng: Engine, face: FaceData, used: Map<number, string>, widthsOf: (gid: number) => number): number {
  const gids = [...used.keys()].sort((a, b) => a - b);
  const tagLetters = createHash('sha1')
    .update(`${face.key}:${gids.join(',')}`)
    .digest();
  const subsetTag = Array.from(tagLetters.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join('');
  const name = `${subsetTag}+${face.postscriptName}`;
  const scale = 1000 / face.upem;
  const data = eng.subset(face.bytes, [0, ...gids]);
  const fontFile = pdf.add(pdf.stream(`/Length1 ${data.length}`, data));
  const [x0, y0, x1, y1] = face.bbox.map((v) => Math.round(v * scale));
  const descriptor = pdf.add(
    `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${x0} ${y0} ${x1} ${y1}] /ItalicAngle 0 /Ascent ${Math.round(face.ascent * scale)} /Descent ${Math.round(face.descent * scale)} /CapHeight ${Math.round(face.capHeight * scale)} /StemV ${face.key.endsWith('Bold') ? 140 : 80} /FontFile2 ${fontFile} 0 R >>`,
  );
  const widths = gids.map((gid) => `${gid} [${Math.round(widthsOf(gid) * scale)}]`).join(' ');
  const cid = pdf.add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /DW 0 /W [${widths}] >>`,
  );
  const mapped = gids.filter((gid) => used.get(gid));
  const chunks: string[] = [];
  for (let i = 0; i < mapped.length; i += 100) {
    const part = mapped.slice(i, i + 100);
    chunks.push(`${part.length} beginbfchar\n${part.map((gid) => `<${gid.toString(16).padStart(4, '0').toUpperCase()}> <${utf16Hex(used.get(gid)!)}>`).join('\n')}\nendbfchar`);
  }
  const cmap = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
  const toUnicode = pdf.add(pdf.stream('', Buffer.from(cmap, 'latin1')));
  return pdf.add(`<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`);
}

function pdfDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `D:${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z`;
}

/**
 * The licence as an A4 PDF (Arabic layout, with the English of each label in small print).
 *
 * ```ts
 * const pdf = await renderLicencePdf(licence, { lang: 'ar' });
 * reply.type('application/pdf').header('content-disposition', `attachment; filename="${licence.number}.pdf"`).send(pdf);
 * ```
 */
export async function renderLicencePdf(licence: LicenceDocument, opts: { lang?: 'ar' } = {}): Promise<Buffer> {
  if (opts.lang && opts.lang !== 'ar') throw new RangeError(`Unsupported licence language: ${String(opts.lang)}`);
  const eng = await engine();
  const ts = new Typesetter(eng);
  const pages = new Licence(ts, licence).render();

  const pdf = new PdfFile();
  const catalog = pdf.alloc();
  const pagesId = pdf.alloc();
  const fonts: string[] = [];
  for (const key of FACE_KEYS) {
    const used = ts.used[key];
    if (!used.size) continue;
    const face = eng.faces[key];
    const id = embedFont(pdf, eng, face, used, (gid) => face.font.glyphHAdvance(gid));
    fonts.push(`/${FONT_RESOURCE[key]} ${id} 0 R`);
  }
  const resources = pdf.add(`<< /Font << ${fonts.join(' ')} >> /ProcSet [/PDF /Text] >>`);
  const kids = pages.map((page) => {
    const content = pdf.add(pdf.stream('', Buffer.from(page.ops.join('\n'), 'latin1')));
    return pdf.add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${num(PAGE_W)} ${num(PAGE_H)}] /Resources ${resources} 0 R /Contents ${content} 0 R >>`);
  });
  pdf.set(pagesId, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  pdf.set(catalog, `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (ar-SA) /ViewerPreferences << /Direction /R2L /DisplayDocTitle true >> >>`);
  const info = pdf.add(
    `<< /Title ${pdfText(`${clean(licence.title.ar)} ${clean(licence.number)}`)} /Subject ${pdfText(`${clean(licence.title.en)} ${clean(licence.number)}`)} /Author ${pdfText(clean(licence.authority.ar))} /Producer (Mashaer portal) /CreationDate (${pdfDate(new Date())}) >>`,
  );
  return pdf.bytes(catalog, info);
}
