/**
 * Records the news demo's video (server/features/news/demo/season-briefing.webm): a real 3-second WebM (VP8) of a
 * drawn canvas — a tent crossing a sandy field under a gold sun — recorded by Chromium's own MediaRecorder, since the
 * machines have no ffmpeg. Run once; the file is kept with the seed.
 *   node --import tsx scripts/news-demo-video.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/features/news/demo/season-briefing.webm');
const RECORD = `(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 150000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const draw = () => {
      const t = (performance.now() - start) / 1000;
      g.fillStyle = '#e9dcc0';
      g.fillRect(0, 0, 320, 180);
      g.fillStyle = '#0b6b53';
      g.fillRect(0, 120, 320, 60);
      const x = 20 + (t / 3) * 260;
      g.fillStyle = '#fff';
      g.beginPath();
      g.moveTo(x, 120);
      g.lineTo(x + 30, 80);
      g.lineTo(x + 60, 120);
      g.fill();
      g.fillStyle = '#8f6b00';
      g.beginPath();
      g.arc(270, 40, 18, 0, Math.PI * 2);
      g.fill();
      if (t < 3) requestAnimationFrame(draw);
      else resolve();
    };
    draw();
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
})()`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  // the page's code as text: tsx's transform would name its functions with a helper the page does not have
  const base64 = await page.evaluate<string>(RECORD);
  await writeFile(out, Buffer.from(base64, 'base64'));
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
