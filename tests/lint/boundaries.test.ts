/** The import direction of BRIEF §3 is enforced by lint: a wrong-way import is reported. */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(file: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
}

describe('import boundaries', { timeout: 120_000 }, () => {
  it('the client may not import the server', async () => {
    expect(await restricted('src/features/users/api.ts', "import { buildApp } from '../../../server/app';\nexport const x = buildApp;\n")).toBe(true);
  });
  it('the server may not import the client or React', async () => {
    expect(await restricted('server/features/users/handlers.ts', "import { api } from '../../../src/shared/api/client';\nexport const x = api;\n")).toBe(true);
    expect(await restricted('server/features/users/handlers.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toBe(true);
  });
  it('machines may not import the server, the client, React or the database', async () => {
    expect(await restricted('machines/userAccount/machine.ts', "import { ApiError } from '../../server/http/errors';\nexport const x = ApiError;\n")).toBe(true);
    expect(await restricted('machines/userAccount/machine.ts', "import { sql } from 'drizzle-orm';\nexport const x = sql;\n")).toBe(true);
    expect(await restricted('machines/userAccount/machine.ts', "import i18n from 'i18next';\nexport const x = i18n;\n")).toBe(true);
  });
  it('shared/ imports nothing of ours', async () => {
    expect(await restricted('shared/limits.ts', "import { workflows } from '../machines';\nexport const x = workflows;\n")).toBe(true);
  });
  it('allowed directions pass', async () => {
    expect(await restricted('src/features/users/api.ts', "import { userAccountMachine } from '../../../machines/userAccount/machine';\nexport const x = userAccountMachine;\n")).toBe(false);
    expect(await restricted('server/features/users/lifecycle.ts', "import { userAccountMachine } from '../../../machines';\nexport const x = userAccountMachine;\n")).toBe(false);
  });
});
