/**
 * A news item's video, known by its first bytes (the browser's word for its type is not trusted):
 * WebM (an EBML header whose document type is "webm") or MP4 (an ISO base-media `ftyp` box of a video brand).
 * Anything else, a Matroska file or an audio-only MP4 (M4A) among them, is not a video we serve.
 */
import { open } from 'node:fs/promises';

/** The ISO base-media brands of MP4 video (ISO/IEC 14496-12 and -14, and the common encoders'). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4', 'msnv']);

export async function sniffVideo(filePath: string): Promise<'video/webm' | 'video/mp4' | null> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, 64, 0);
    const b = head.subarray(0, bytesRead);
    if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
      // the EBML header's DocType element (0x42 0x82) names the kind: webm, not matroska
      const doc = b.indexOf(Buffer.from([0x42, 0x82]));
      return doc > 0 && b.subarray(doc + 3, doc + 7).toString('latin1') === 'webm' ? 'video/webm' : null;
    }
    if (b.length >= 12 && b.subarray(4, 8).toString('latin1') === 'ftyp' && MP4_BRANDS.has(b.subarray(8, 12).toString('latin1'))) return 'video/mp4';
    return null;
  } finally {
    await handle.close();
  }
}
