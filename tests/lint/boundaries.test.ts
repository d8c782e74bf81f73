/** The import direction of BRIEF §3 is enforced by lint: a wrong-way import is reported. */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(file: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'local/feature-boundaries');
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
  it('a client feature may not import another feature', async () => {
    expect(await restricted('src/features/users/UsersPage.tsx', "import { useRoleList } from '../roles/api';\nexport const x = useRoleList;\n")).toBe(true);
    expect(await restricted('src/features/users/UsersPage.tsx', "import { RolesPage } from '../../features/roles/RolesPage';\nexport const x = RolesPage;\n")).toBe(true);
    expect(await restricted('src/features/notifications/NotificationsPage.tsx', "export { useUser } from '../users/api';\n")).toBe(true);
    expect(await restricted('src/features/users/UsersPage.tsx', "export const x = () => import('../roles/RolesPage');\n")).toBe(true);
  });
  it('a server feature may not import another feature', async () => {
    expect(await restricted('server/features/alliances/handlers.ts', "import { roleHandlers } from '../roles/handlers';\nexport const x = roleHandlers;\n")).toBe(true);
    expect(await restricted('server/features/profile/handlers.ts', "import { userHandlers } from '../users';\nexport const x = userHandlers;\n")).toBe(true);
  });
  it('a feature may import its own files and the shared modules', async () => {
    expect(
      await restricted(
        'src/features/users/UsersPage.tsx',
        "import { useUserList } from './api';\nimport { StatusBadge } from '../../shared/ui/StatusBadge';\nexport const x = [useUserList, StatusBadge];\n",
      ),
    ).toBe(false);
    expect(
      await restricted(
        'server/features/profile/handlers.ts',
        "import { serializeUser } from '../../users/serialize';\nimport { openSession } from '../../auth/session';\nimport type { AppContext } from '../context';\nexport const x = [serializeUser, openSession];\nexport type C = AppContext;\n",
      ),
    ).toBe(false);
  });
  it('allowed directions pass', async () => {
    expect(await restricted('src/features/users/api.ts', "import { userAccountMachine } from '../../../machines/userAccount/machine';\nexport const x = userAccountMachine;\n")).toBe(false);
    expect(await restricted('server/features/users/lifecycle.ts', "import { userAccountMachine } from '../../../machines';\nexport const x = userAccountMachine;\n")).toBe(false);
  });
});
