/** The theme's darker colours: the committed stylesheet is what the script makes, and every text colour passes WCAG AA. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { contrast, contrastFile, generate } from './theme-contrast';

describe('theme contrast (scripts/theme-contrast.ts)', () => {
  it('src/styles/theme-contrast.css is up to date (regenerate: node --import tsx scripts/theme-contrast.ts)', async () => {
    const { css } = await generate();
    expect(await readFile(contrastFile, 'utf8')).toBe(css);
  });

  it('every text colour on its background is at least 4.5:1', async () => {
    const { ratios } = await generate();
    for (const r of ratios) expect(r.after, r.what).toBeGreaterThanOrEqual(4.5);
    // the ratios the issue measured before the change
    expect(ratios.find((r) => r.what === 'primary button')?.before).toBeCloseTo(2.54, 2);
  });

  it('computes WCAG contrast', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });
});
