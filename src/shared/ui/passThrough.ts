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
 * - Dropdown names its root's focused option (`aria-activedescendant="dropdownItem_-1"`)
 *   even when none is, on a div that may not carry it (axe: aria-allowed-attr, and an
 *   invalid value): the combobox inside keeps its own.
 * - The option panels of Dropdown, AutoComplete and MultiSelect are portalled to the end
 *   of <body>, outside every landmark (axe: region): each is a region named by the
 *   locale's list label ("قائمة الخيارات" / "Option List").
 */
import { ariaLabel, type PrimeReactPTOptions } from 'primereact/api';

/** read when the panel renders, so it follows the language in force */
const namedPanel = () => ({ role: 'region', 'aria-label': ariaLabel('listLabel', {}) });

export const accessiblePassThrough: PrimeReactPTOptions = {
  dropdown: { select: { 'aria-hidden': true }, root: { 'aria-activedescendant': undefined }, panel: namedPanel },
  autocomplete: { panel: namedPanel },
  multiselect: { panel: namedPanel },
  inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
} as PrimeReactPTOptions;
