/** Helpers shared by the users area's stories. */
import { expect, waitFor, within } from 'storybook/test';
import { calls, type MockRequest } from '../support/mockApi';

/** The page's body (dialogs, toasts and confirmations render outside the story's canvas). */
export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Wait for a notification's text to be shown. PrimeReact fades a toast in from
 * opacity 0, so visibility is awaited, not checked once.
 */
export async function expectToast(canvasElement: HTMLElement, text: string | RegExp): Promise<void> {
  const body = bodyOf(canvasElement);
  await waitFor(async () => expect(await body.findByText(text)).toBeVisible(), { timeout: 3000 });
}

/** The calls the screen made to a path (exact, or starting with a prefix ending in "/"). */
export const callsTo = (path: string): MockRequest[] => calls.filter((c) => (path.endsWith('/') ? c.path.startsWith(path) : c.path === path));

/** Wait until an element found by `find` is visible (dialogs and toasts fade in). */
export async function expectVisible(find: () => HTMLElement): Promise<void> {
  await waitFor(() => expect(find()).toBeVisible(), { timeout: 3000 });
}
