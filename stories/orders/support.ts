/** Helpers of the orders' stories: PrimeReact selects, dialogs and the parties' sessions as decorators. */
import { createElement, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bodyOf } from '../users/support';
import { signInAsType } from './fixtures';

/** Pick an option of the PrimeReact select whose input has this id (once its options have come: a loading one does not open). */
export async function choose(canvasElement: HTMLElement, inputId: string, option: string | RegExp) {
  const root = canvasElement.ownerDocument.getElementById(inputId)!.closest('.p-dropdown, .p-multiselect')!;
  await waitFor(async () => {
    if (root.querySelector('[aria-expanded="true"]') === null) await userEvent.click(root);
    await expect(root.querySelector('[aria-expanded="true"]')).not.toBeNull();
  });
  await userEvent.click(await bodyOf(canvasElement).findByRole('option', { name: option }));
}

/** The open dialog (PrimeReact renders it outside the story's canvas), once it has faded in. */
export async function dialogOf(canvasElement: HTMLElement) {
  const body = bodyOf(canvasElement);
  const dialog = await body.findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** A story decorator signing in as one of the order's parties (the shared decorator signs in the administrator). */
export const as =
  (...args: Parameters<typeof signInAsType>) =>
  (Story: ComponentType) => {
    signInAsType(...args);
    return createElement(Story);
  };
