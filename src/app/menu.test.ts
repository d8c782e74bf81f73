/** Every menu item leads to a built screen: its path matches a route of the table, not the catch-all to /404. */
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { menu, visibleMenu } from './menu';
import { routes } from './router';
import type { SessionData } from '../shared/auth/session';

const session = (typeCode: string, permissions: string[], parentId: number | null = null) =>
  ({ token: 't', scope: 'portal', user: { parent_id: parentId }, type: { code: typeCode }, permissions }) as unknown as SessionData;

describe('the side menu', () => {
  it.each(menu.flatMap((g) => g.items.map((i) => [g.key, i.path] as const)))('%s › %s opens a built screen', (_group, path) => {
    const matches = matchRoutes(routes, path);
    expect(matches, path).not.toBeNull();
    const last = matches!.at(-1)!.route;
    expect(last.path).not.toBe('*');
    expect(last.lazy ?? last.element ?? last.Component ?? last.children, path).toBeTruthy();
  });

  it('shows an item only to those whose permissions and account hold it', () => {
    const admin = visibleMenu(session('admin', ['user-index', 'user-employee-index'])).flatMap((g) => g.items.map((i) => i.path));
    expect(admin).toEqual(expect.arrayContaining(['/dashboard', '/testing-api', '/users', '/employees']));
    const subEmployee = visibleMenu(session('service_provider', ['user-employee-index'], 7)).flatMap((g) => g.items.map((i) => i.path));
    expect(subEmployee).not.toContain('/employees');
    expect(subEmployee).not.toContain('/testing-api');
    expect(subEmployee).not.toContain('/users');
    // a group with nothing to show is dropped ("My questionnaires" needs no permission: every user is asked)
    expect(visibleMenu(session('gov', [])).map((g) => g.key)).toEqual(['dashboard', 'users', 'questionnaires']);
  });
});
