/**
 * The order licence PDF: a real A4 PDF whose Arabic is shaped and ordered right to left.
 *
 * The proof reads the PDF back: it inflates the page content streams and collects every glyph the
 * renderer wrote (its font, glyph id and position: each glyph is placed with its own `Tm`). The
 * fonts are embedded with their glyph ids kept, so those ids are the committed font's own; the
 * expectations come from the font itself, through names its designers gave the glyphs (the `post`
 * table names each contextual form after its Unicode presentation form: `uniFEE3` is MEEM INITIAL
 * FORM), not from the renderer's code.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { licenceDate, orderLicenceParts, renderLicencePdf, type LicenceDocument } from './pdf';
import { isLicenceTokenShaped, licenceVerifyUrl, newLicenceToken } from './token';

const TOKEN = 'Zm9vYmFyLWJhei1xdXV4LWNvcmdlLWdy';
const VERIFY = `https://mashaer.example.sa/orders/qr/${TOKEN}`;

type Parties = Parameters<typeof orderLicenceParts>[2];
type Services = Parameters<typeof orderLicenceParts>[3];

function licence(over: Partial<LicenceDocument> & { parties?: Parties; services?: Services } = {}): LicenceDocument {
  const { parties, services, ...rest } = over;
  return {
    number: 'ORD-2026-00042',
    issuedAt: '2026-05-04',
    validUntil: '2026-06-18',
    company: { name: 'شركة مطوفي حجاج الدول العربية', name_en: 'Arab Countries Pilgrims Mutawifs Co.', cr: '4031234567' },
    ...orderLicenceParts(
      'order',
      { name: 'مخيم الضيافة رقم 12', square: 'مربع 7' },
      parties ?? [
        { role: { ar: 'المقاول', en: 'Contractor' }, name: 'مؤسسة البناء المتقدم للمقاولات' },
        { role: { ar: 'الاستشاري', en: 'Consultant' }, name: 'مكتب الخبراء الهندسيين (Expert Engineers Office)' },
        { role: { ar: 'مكتب التصميم', en: 'Design office' }, name: 'Urban Design House' },
        { role: { ar: 'شريك', en: 'Sharer' }, name: 'شركة حجاج جنوب شرق آسيا' },
      ],
      services ?? Array.from({ length: 12 }, (_, i) => ({ name: `خدمة رقم ${i + 1}: تكييف Split بقدرة 24,000 BTU`, specialty: i % 3 ? 'تكييف وتبريد' : null })),
    ),
    verifyUrl: VERIFY,
    authority: { ar: 'الهيئة الملكية لمدينة مكة المكرمة والمشاعر المقدسة', en: 'Royal Commission for Makkah City and Holy Sites' },
    ...rest,
  };
}

// ---------------------------------------------------------------------------------------------
// A small reader for the PDFs this renderer writes (uncompressed objects, Flate streams)
// ---------------------------------------------------------------------------------------------

interface PlacedGlyph {
  page: number;
  font: string;
  size: number;
  x: number;
  y: number;
  gid: number;
}

interface ReadPdf {
  text: string;
  pages: { mediaBox: number[]; content: string }[];
  /** BaseFont (without the subset tag) of each font resource name. */
  fonts: Map<string, string>;
  glyphs: PlacedGlyph[];
  toUnicode: Map<string, Map<number, string>>;
}

function readPdf(pdf: Buffer): ReadPdf {
  const text = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  for (const m of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = m[2]!;
    const at = body.indexOf('\nstream\n');
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const start = m.index + m[0].indexOf(body) + at + '\nstream\n'.length;
    const length = Number(/\/Length (\d+)/.exec(body.slice(0, at))![1]);
    objects.set(Number(m[1]), { dict: body.slice(0, at), stream: inflateSync(pdf.subarray(start, start + length)) });
  }
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

  const fonts = new Map<string, string>();
  const toUnicode = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const resources = /\/Font << ([^>]*) >>/.exec(dict);
    if (!resources) continue;
    for (const [, name, id] of resources[1]!.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id))!.dict;
      const base = /\/BaseFont \/[A-Z]{6}\+([\w-]+)/.exec(font)![1]!;
      fonts.set(name!, base);
      const cmap = objects.get(ref(font, 'ToUnicode'))!.stream!.toString('latin1');
      const map = new Map<number, string>();
      for (const [, gid, hex] of cmap.matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/g)) map.set(parseInt(gid!, 16), String.fromCharCode(...hex!.match(/.{4}/g)!.map((h) => parseInt(h, 16))));
      toUnicode.set(base, map);
    }
  }

  const kids = /\/Kids \[([^\]]*)\]/
    .exec(text)![1]!
    .match(/\d+(?= 0 R)/g)!
    .map(Number);
  const pages = kids.map((id) => {
    const dict = objects.get(id)!.dict;
    return {
      mediaBox: /\/MediaBox \[([^\]]*)\]/.exec(dict)![1]!.trim().split(/\s+/).map(Number),
      content: objects.get(ref(dict, 'Contents'))!.stream!.toString('latin1'),
    };
  });
  const glyphs: PlacedGlyph[] = [];
  pages.forEach(({ content }, page) => {
    let font = '';
    let size = 0;
    for (const m of content.matchAll(/\/(\w+) ([\d.]+) Tf|1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm <([0-9A-F]{4})> Tj/g)) {
      if (m[1]) [font, size] = [fonts.get(m[1])!, Number(m[2])];
      else glyphs.push({ page, font, size, x: Number(m[3]), y: Number(m[4]), gid: parseInt(m[5]!, 16) });
    }
  });
  return { text, pages, fonts, glyphs, toUnicode };
}

/** The glyphs of one font on one baseline, left to right, as the eye sees them. */
function lines(glyphs: PlacedGlyph[]): PlacedGlyph[][] {
  const byLine = new Map<string, PlacedGlyph[]>();
  for (const g of glyphs) {
    const key = `${g.page}|${g.font}|${g.y.toFixed(1)}`;
    byLine.set(key, [...(byLine.get(key) ?? []), g]);
  }
  return [...byLine.values()].map((line) => line.sort((a, b) => a.x - b.x));
}

function indexOfRun(line: PlacedGlyph[], gids: number[]): number {
  for (let i = 0; i + gids.length <= line.length; i++) if (gids.every((gid, k) => line[i + k]!.gid === gid)) return i;
  return -1;
}

// The committed fonts, read with HarfBuzz independently of the renderer.
interface FontFacts {
  nominal: (ch: string) => number;
  named: (name: string) => number;
  /** Advance in em (the fonts have 1000 units per em). */
  advance: (gid: number) => number;
}
const facts = new Map<string, FontFacts>();

beforeAll(async () => {
  const hb = await import('harfbuzzjs');
  for (const name of ['NotoSansArabic-Regular', 'NotoSansArabic-Bold', 'NotoSans-Regular', 'NotoSans-Bold']) {
    const font = new hb.Font(new hb.Face(new hb.Blob(readFileSync(new URL(`../assets/fonts/${name}.ttf`, import.meta.url)))));
    facts.set(name, {
      nominal: (ch) => font.nominalGlyph(ch.codePointAt(0)!) ?? -1,
      named: (glyphName) => font.glyphFromName(glyphName) ?? -1,
      advance: (gid) => font.glyphHAdvance(gid) / 1000,
    });
  }
});

describe('renderLicencePdf', () => {
  let pdf: Buffer;
  let read: ReadPdf;

  beforeAll(async () => {
    pdf = await renderLicencePdf(licence(), { lang: 'ar' });
    read = readPdf(pdf);
  });

  it('writes an A4 PDF of a sane size with its fonts embedded', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(read.text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf.length).toBeGreaterThan(15_000); // four font subsets and two pages of text
    expect(pdf.length).toBeLessThan(300_000); // subsets, not whole fonts (the four files are 1.5 MB)
    expect(read.pages.length).toBeGreaterThanOrEqual(1);
    for (const page of read.pages) expect(page.mediaBox).toEqual([0, 0, 595.28, 841.89]);
    expect([...read.fonts.values()].sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansArabic-Bold', 'NotoSansArabic-Regular']);
    expect(read.text.match(/\/FontFile2 \d+ 0 R/g)).toHaveLength(4);
    // every glyph the pages name is in a font the PDF embeds
    expect(read.glyphs.every((g) => g.font)).toBe(true);
  });

  /*
   * Shaping. "مخيم" is م خ ي م. Unshaped, a renderer writes each letter's nominal glyph (the font's
   * cmap: the isolated forms). Shaped, it writes MEEM INITIAL, KHAH MEDIAL, YEH MEDIAL and MEEM
   * FINAL, whose glyph ids differ from the isolated ones (checked first, or the test would prove
   * nothing). Order: read left to right on the page, a right-to-left word is final…initial, so the
   * word's first letter (the initial meem) must be the rightmost glyph. A renderer that shaped but
   * laid the glyphs out left to right would write initial…final and fail; one that wrote the
   * letters unjoined would write the isolated ids and fail.
   */
  it('writes "مخيم" with contextual forms, its first letter rightmost', () => {
    let found = 0;
    for (const face of ['NotoSansArabic-Regular', 'NotoSansArabic-Bold']) {
      const f = facts.get(face)!;
      const isolated = ['م', 'خ', 'ي', 'م'].map(f.nominal);
      const shaped = ['uniFEE3', 'uniFEA8', 'uniFEF4', 'uniFEE2'].map(f.named); // initial, medial, medial, final
      shaped.forEach((gid, i) => {
        expect(gid).toBeGreaterThan(0);
        expect(gid).not.toBe(isolated[i]);
      });
      for (const line of lines(read.glyphs.filter((g) => g.font === face))) {
        const at = indexOfRun(line, [...shaped].reverse());
        if (at >= 0) {
          found++;
          const [fina, , , init] = line.slice(at, at + 4);
          expect(init!.x).toBeGreaterThan(fina!.x);
        }
        // never the unjoined letters, in either order
        expect(indexOfRun(line, isolated)).toBe(-1);
        expect(indexOfRun(line, [...isolated].reverse())).toBe(-1);
        // nor the shaped word laid out left to right
        expect(indexOfRun(line, shaped)).toBe(-1);
      }
    }
    expect(found).toBeGreaterThanOrEqual(1); // the camp's name, "مخيم الضيافة رقم 12"
  });

  it('orders a mixed line: words right to left, numbers and Latin left to right', () => {
    // "مخيم الضيافة رقم 12": the camp's name, in bold. Its first word is rightmost; "12" is at the
    // line's left end and reads 1 then 2 (a whole-line reversal would print "21").
    const f = facts.get('NotoSansArabic-Bold')!;
    const word = ['uniFEE2', 'uniFEF4', 'uniFEA8', 'uniFEE3'].map(f.named);
    const line = lines(read.glyphs.filter((g) => g.font === 'NotoSansArabic-Bold')).find((l) => indexOfRun(l, word) >= 0)!;
    expect(line).toBeDefined();
    const firstWord = line[indexOfRun(line, word)]!;
    const one = line.find((g) => g.gid === f.nominal('1'))!;
    const two = line.find((g) => g.gid === f.nominal('2'))!;
    expect(one.x).toBeLessThan(two.x);
    expect(two.x).toBeLessThan(firstWord.x);
    const arabic = line.filter((g) => g.x > two.x);
    expect(arabic.length).toBeGreaterThan(10); // مخيم الضيافة رقم are all to the right of the digits

    // English of several words inside an Arabic name: "مكتب الخبراء الهندسيين (Expert Engineers Office)"
    // keeps its words in English order (reversing every run of the line would print "Office Engineers Expert")
    const latin = facts.get('NotoSans-Regular')!;
    const expert = [...'Expert'].map(latin.nominal);
    const engineers = [...'Engineers'].map(latin.nominal);
    const english = lines(read.glyphs.filter((g) => g.font === 'NotoSans-Regular')).find((l) => indexOfRun(l, expert) >= 0)!;
    expect(english).toBeDefined();
    expect(indexOfRun(english, engineers)).toBeGreaterThan(indexOfRun(english, expert));

    // the licence number, Latin, left to right: O R D - 2 0 2 6 - 0 0 0 4 2
    const lat = facts.get('NotoSans-Bold')!;
    const number = [...'ORD-2026-00042'].map(lat.nominal);
    expect(lines(read.glyphs.filter((g) => g.font === 'NotoSans-Bold')).some((l) => indexOfRun(l, number) >= 0)).toBe(true);
  });

  it('uses the lam-alef ligature, and maps it back to lam + alef for copying and search', () => {
    // "صلاحية" in the QR caption and "الاستشاري" in the parties table
    const ligatures = ['NotoSansArabic-Regular', 'NotoSansArabic-Bold'].flatMap((face) => {
      const f = facts.get(face)!;
      const ids = [f.named('uniFEFB'), f.named('uniFEFC')];
      return read.glyphs.filter((g) => g.font === face && ids.includes(g.gid)).map((g) => ({ face, gid: g.gid }));
    });
    expect(ligatures.length).toBeGreaterThan(0);
    for (const { face, gid } of ligatures) expect(read.toUnicode.get(face)!.get(gid)).toBe('لا');
  });

  it('draws the QR code of verifyUrl', () => {
    // the QR block is the page's black fill of rectangles; read its modules back and compare
    const block = /0 0 0 rg\n((?:[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ re\n)+)f/.exec(read.pages[0]!.content)!;
    const rects = block[1]!
      .trim()
      .split('\n')
      .map((l) => l.split(' ').slice(0, 4).map(Number)) as [number, number, number, number][];
    const m = rects[0]![3];
    const x0 = Math.min(...rects.map((r) => r[0]));
    const top = Math.max(...rects.map((r) => r[1] + r[3]));
    const modules = QRCode.create(VERIFY, { errorCorrectionLevel: 'M' }).modules;
    const drawn = new Set<string>();
    for (const [x, y, w] of rects) {
      const row = Math.round((top - y - m) / m);
      for (let col = Math.round((x - x0) / m); col < Math.round((x + w - x0) / m); col++) drawn.add(`${row},${col}`);
    }
    let dark = 0;
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) {
        expect(drawn.has(`${row},${col}`)).toBe(Boolean(modules.get(row, col)));
        dark += modules.get(row, col);
      }
    expect(drawn.size).toBe(dark);
  });

  /** Each Arabic line read back through the ToUnicode maps: right to left, but a run of digits left to right (spaces are not drawn, so words run together). */
  const arabicText = (read: ReturnType<typeof readPdf>) =>
    lines(read.glyphs.filter((g) => g.font.startsWith('NotoSansArabic')))
      .map((line) => {
        const runs: string[][] = [];
        for (const g of line) {
          const ch = read.toUnicode.get(g.font)!.get(g.gid) ?? '';
          const last = runs.at(-1);
          if (/^[0-9,]$/.test(ch) && last && /^[0-9,]$/.test(last.at(-1) ?? '')) last.push(ch);
          else runs.push([ch]);
        }
        return runs
          .reverse()
          .map((run) => run.join(''))
          .join('');
      })
      .join('\n');

  it('prints both calendars and the QR caption', () => {
    const text = arabicText(read);
    expect(text).toContain('4مايو2026م'); // issued 2026-05-04
    expect(text).toContain('17ذوالقعدة1447هـ'); // = 17 Dhu al-Qadah 1447 (Umm al-Qura)
    expect(text).toContain('18يونيو2026م'); // valid until 2026-06-18
    expect(text).toContain('3محرم1448هـ'); // = 3 Muharram 1448
    expect(text).toContain('للتحققمنصلاحية');
  });

  it('prints another kind of licence: its own title, facts and table, and no end date', async () => {
    const other = readPdf(
      await renderLicencePdf(
        licence({
          title: { ar: 'تصريح مركبة', en: 'Vehicle permit' },
          kind: { label: { ar: 'نوع الرخصة', en: 'Licence type' }, value: { ar: 'ترخيص مركبة', en: 'Car licence' } },
          validUntil: null,
          facts: [{ label: { ar: 'رقم اللوحة', en: 'Plate' }, value: 'أ ب ج 1234' }],
          tables: [{ title: { ar: 'السائق', en: 'Driver' }, columns: [{ title: { ar: 'الاسم', en: 'Name' } }], rows: [[{ text: 'سالم العتيبي' }]] }],
        }),
        {},
      ),
    );
    const text = arabicText(other);
    expect(text).toContain('تصريحمركبة');
    expect(text).toContain('سارية'); // "valid until withdrawn", in place of an end date
    expect(text).toContain('سالمالعتيبي');
    expect(text).not.toContain('الخدماتالمرخصة'); // the order's tables are the order's alone
  });

  it('wraps long names inside the page and carries many services onto further pages', async () => {
    const long = readPdf(
      await renderLicencePdf(
        licence({
          company: {
            name: 'شركة مطوفي حجاج الدول العربية وجنوب آسيا وأوروبا والأمريكتين وأستراليا للخدمات والإعاشة والنقل والتشغيل والصيانة المحدودة',
            name_en: 'Arab Countries, South Asia, Europe, Americas and Australia Pilgrims Mutawifs Company for Services, Catering and Transport Ltd.',
          },
          parties: [{ role: { ar: 'شريك', en: 'Sharer' }, name: 'مؤسسةالخدماتالمتكاملةللحجاجوالمعتمرينبدونأيمسافاتمؤسسةالخدماتالمتكاملةللحجاجوالمعتمرين' }],
          services: Array.from({ length: 40 }, (_, i) => ({ name: `Supply and installation of fire-rated modular tents, lot ${i + 1}`, specialty: 'أعمال إنشائية' })),
        }),
        {},
      ),
    );
    expect(long.pages.length).toBeGreaterThanOrEqual(2);
    for (const page of long.pages) expect(page.mediaBox).toEqual([0, 0, 595.28, 841.89]);
    // no glyph crosses the 36 pt margins
    for (const g of long.glyphs) {
      expect(g.x).toBeGreaterThanOrEqual(36 - 0.5);
      expect(g.x + facts.get(g.font)!.advance(g.gid) * g.size).toBeLessThanOrEqual(595.28 - 36 + 0.5);
    }
    // the continuation pages say so, and every page is numbered ("صفحة n من N")
    const ar = facts.get('NotoSansArabic-Regular')!;
    const lastPage = long.glyphs.filter((g) => g.page === long.pages.length - 1);
    expect(lastPage.some((g) => g.gid === ar.named('uniFEE8'))).toBe(true); // NOON MEDIAL, of "من"
  });

  it('refuses a date that is not a calendar date', async () => {
    await expect(renderLicencePdf(licence({ validUntil: '2026-02-30' }), {})).rejects.toThrow(/calendar date/);
  });
});

describe('licenceDate', () => {
  it('gives the Gregorian and the Umm al-Qura date of a civil date', () => {
    expect(licenceDate('2026-05-20')).toEqual({ iso: '2026-05-20', gregorian: '20 مايو 2026 م', hijri: '3 ذو الحجة 1447 هـ' });
    expect(licenceDate('2026-06-16').hijri).toBe('1 محرم 1448 هـ');
  });

  it('refuses what is not YYYY-MM-DD', () => {
    for (const bad of ['2026-5-20', '2026-13-01', '2026-02-29', '20-05-2026', '']) expect(() => licenceDate(bad)).toThrow(RangeError);
  });
});

describe('licence tokens', () => {
  it('are 32 base64url characters, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newLicenceToken));
    expect(tokens.size).toBe(100);
    for (const t of tokens) expect(isLicenceTokenShaped(t)).toBe(true);
  });

  it('refuses anything else before a lookup', () => {
    for (const bad of ['', 'abc', `${TOKEN}x`, `${TOKEN.slice(0, 31)}=`, `${TOKEN.slice(0, 31)}/`, '../../../../etc/passwd', `${TOKEN.slice(0, 31)}\n`]) expect(isLicenceTokenShaped(bad)).toBe(false);
    expect(isLicenceTokenShaped(TOKEN)).toBe(true);
  });

  it('make the QR URL', () => {
    expect(licenceVerifyUrl('https://mashaer.example.sa/', 'order', TOKEN)).toBe(VERIFY);
  });
});
