/**
 * The text limits live once (shared/limits.ts); the contract's maxLength for the same
 * fields cannot say otherwise (openapi cannot import them, so this holds them together).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textLimits } from '../../shared/limits';

const contract = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as { components: { schemas: Record<string, unknown> } };

/** Every maxLength the contract gives a property of this name, wherever it appears in a request schema. */
function maxLengthsOf(property: string): number[] {
  const found: number[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const props = (node as { properties?: Record<string, { maxLength?: number }> }).properties;
    if (props?.[property]?.maxLength !== undefined) found.push(props[property].maxLength);
    for (const child of Object.values(node)) walk(child);
  };
  for (const name of ['UserFormFields', 'CreateEmployeeRequest', 'RegistrationFormFields', 'ProfileUpdateRequest']) walk(contract.components.schemas[name]);
  return found;
}

describe('text limits', () => {
  it("are the contract's maxLength for names, usernames and company names", () => {
    expect(maxLengthsOf('name')).toHaveLength(4);
    expect(new Set(maxLengthsOf('name'))).toEqual(new Set([textLimits.personName]));
    expect(new Set(maxLengthsOf('username'))).toEqual(new Set([textLimits.username]));
    expect(new Set(maxLengthsOf('company_name'))).toEqual(new Set([textLimits.companyName]));
  });
});
