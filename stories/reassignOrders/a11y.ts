/**
 * axe-core in a story: every rule axe runs by default, on the screen as it is now (a dialog included: the whole
 * document) — except the page-structure rules a lone screen cannot meet (the app's shell holds the main landmark;
 * the e2e tests run those on whole pages).
 */
import axe from 'axe-core';
import { expect } from 'storybook/test';

export async function expectNoAxeViolations(root: Element | Document): Promise<void> {
  // let PrimeReact's fade-ins end, so nothing is judged half-transparent
  await new Promise((r) => setTimeout(r, 300));
  const result = await axe.run(root as Element, {
    resultTypes: ['violations'],
    rules: { region: { enabled: false }, 'landmark-one-main': { enabled: false }, 'page-has-heading-one': { enabled: false } },
  });
  const found = result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await expect(found).toEqual([]);
}
