/**
 * The lifecycles as the analysts see them (issue 16), in Chromium through the real server: the administrator opens
 * /workflows (every lifecycle with its live counts), opens the violations' heat map (the diagram shaded, its numbers
 * in the table the server's for the active season), then a violation's page, opens its status and history and steps through
 * the replay (each step highlighting its transition), held to axe with the dialog open. In one language (helpers'
 * flowLanguages).
 */
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`lifecycles: live counts, the heat map, a record's history replayed (${lang})`, async ({ page }) => {
    // two diagrams, each laid out by ELK in a Web Worker started with its page
    test.setTimeout(120_000);
    const T = (ar: string, en: string) => (lang === 'ar' ? ar : en);
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');

    // every lifecycle with its live counts; the violations' card counts each status
    await page.goto('/workflows');
    const card = page.locator('article[data-workflow="violation"]');
    await expect(card).toBeVisible({ timeout: 20_000 });
    const counts: Record<string, number> = {};
    for (const status of ['draft', 'issued', 'ready']) counts[status] = Number(await card.locator(`.wf-summary-state[data-status="${status}"]`).getAttribute('data-count'));
    expect(counts.draft! + counts.issued! + counts.ready!).toBeGreaterThan(0);

    // its heat map: the diagram shaded by the counts of the active season's records, the numbers behind it in the
    // table as the server reckons them (the card counts every record; other flows may add some meanwhile)
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/workflows\/violation$/);
    await expect(page.locator('svg.wf-svg')).toBeVisible({ timeout: 20_000 });
    const table = page.getByTestId('heat-states');
    const heat = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('mashaer.session') ?? 'null') as { token?: string } | null;
      const res = await fetch('/api/workflows/violation/heatmap', { headers: session?.token ? { authorization: `Bearer ${session.token}` } : {} });
      return ((await res.json()) as { data: { states: Array<{ status: string; count: number }> } }).data.states;
    });
    expect(
      heat.reduce((n, s) => n + s.count, 0),
      'violations in the active season',
    ).toBeGreaterThan(0);
    for (const status of ['draft', 'issued', 'ready']) {
      const n = heat.find((s) => s.status === status)!.count;
      await expect(table.locator(`tr[data-status="${status}"] td[data-col="count"]`)).toHaveText(String(n));
      // the shade is not the only carrier: the status's figures are in its name on the diagram
      await expect(page.locator(`svg g.wf-node[data-status="${status}"]`)).toHaveAttribute('aria-label', new RegExp(T(`السجلات الآن ${n}؛`, `: ${n} records now;`)));
    }
    await expect(page.locator('svg g.wf-node[data-status="issued"]')).toHaveAttribute('data-heat', /[1-5]/);
    await expect(page.locator('svg .wf-label-text', { hasText: /ISSUE ×\d+/ })).toBeVisible();
    await expect(page.getByTestId('heat-transitions').locator('tr[data-transition="draft|ISSUE|issued"] td[data-col="taken"]')).not.toHaveText('0');

    // a violation that is ready by the shortest path (created, issued, made ready — other flows running beside this one
    // may add ones edited on the way): its status and history, replayed
    const ready = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('mashaer.session') ?? 'null') as { token?: string } | null;
      const auth: Record<string, string> = session?.token ? { authorization: `Bearer ${session.token}` } : {};
      const res = await fetch('/api/regulatory-violation-order?page=1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ status: 'ready', paginate: 50, sort: 'created_at', direction: 'asc' }),
      });
      for (const { id } of ((await res.json()) as { data: { data: Array<{ id: number }> } }).data.data) {
        const history = (await (await fetch(`/api/workflows/violation/records/${id}/history`, { headers: auth })).json()) as { data: { steps: Array<{ event: string }> } };
        if (history.data.steps.map((s) => s.event).join() === 'CREATE,ISSUE,MAKE_READY') return id;
      }
      return undefined;
    });
    expect(ready, 'a ready violation in the demo data').toBeTruthy();
    await page.goto(`/regulatory-violation-order/${ready}`);
    await page.getByTestId(`record-history-${ready}`).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('record-history')).toBeVisible();
    await expect(dialog.locator('svg.wf-svg')).toBeVisible({ timeout: 20_000 });
    // it opens on the record as it is: ready, with the whole path walked
    await expect(dialog.locator('svg g.wf-node[data-current="true"]')).toHaveAttribute('data-status', 'ready');
    await expect(dialog.locator('path[data-edge="issued->ready"]')).toHaveAttribute('data-taken', 'true');

    await dialog.getByRole('button', { name: T('الخطوة الأولى', 'First step') }).click();
    await expect(dialog.getByTestId('replay-position')).toHaveAttribute('data-index', '0');
    await expect(dialog.locator('svg g.wf-node[data-current="true"]')).toHaveAttribute('data-status', 'draft');
    await expect(dialog.locator('path[data-edge="draft->issued"]')).not.toHaveAttribute('data-taken', 'true');

    await dialog.getByRole('button', { name: T('الخطوة التالية', 'Next step') }).click();
    await expect(dialog.getByTestId('replay-step')).toHaveAttribute('data-event', 'ISSUE');
    await expect(dialog.getByTestId('replay-step')).toContainText(T('من «مسودة»', 'from “Draft”'));
    await expect(dialog.locator('svg g.wf-node[data-current="true"]')).toHaveAttribute('data-status', 'issued');
    await expect(dialog.locator('path[data-edge="draft->issued"]')).toHaveAttribute('data-taken', 'true');

    // play runs to the last step by itself
    await dialog.getByRole('button', { name: T('تشغيل', 'Play') }).click();
    await expect(dialog.getByTestId('replay-step')).toHaveAttribute('data-event', 'MAKE_READY', { timeout: 10_000 });
    await expect(dialog.getByRole('button', { name: T('الخطوة التالية', 'Next step') })).toBeDisabled();
    await expectAccessible(page, `/regulatory-violation-order/${ready} (history)`);
  });
}
