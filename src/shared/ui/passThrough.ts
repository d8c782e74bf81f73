/**
 * PrimeReact's markup corrected for assistive technology, for every instance at once
 * (PrimeReact's global pass-through, set by configurePrimeReact and merged with any a
 * component is given):
 * - Dropdown keeps a hidden native <select> for form posts beside its focusable,
 *   labelled combobox; the select is unlabelled and out of the tab order, so it is hidden
 *   from the accessibility tree too (axe: select-name).
 * - InputSwitch puts role="checkbox" on its wrapper around the real <input role="switch">,
 *   one control announced twice, one nested in the other (axe: nested-interactive):
 *   the wrapper is left a plain element.
 */
import type { PrimeReactPTOptions } from 'primereact/api';

export const accessiblePassThrough: PrimeReactPTOptions = {
  dropdown: { select: { 'aria-hidden': true } },
  inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
} as PrimeReactPTOptions;
