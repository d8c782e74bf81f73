import { describe, expect, it } from 'vitest';
import { buildUrl, canTry, filterGroups, paragraphs, readContract } from './operations';
import contract from '../../../openapi/openapi.json';

describe('the API explorer’s reading of the contract', () => {
  const read = readContract(contract);
  const all = read.groups.flatMap((g) => g.operations);
  const find = (id: string) => all.find((o) => o.id === id)!;

  it('lists every operation once, grouped by tag in the contract’s order, with the server base', () => {
    const count = Object.values(contract.paths).reduce((n, item) => n + Object.keys(item).filter((k) => ['get', 'post', 'put', 'patch', 'delete'].includes(k)).length, 0);
    expect(all).toHaveLength(count);
    expect(new Set(all.map((o) => o.id)).size).toBe(count);
    expect(read.base).toBe('/api');
    expect(read.groups[0]!.name).toBe(contract.tags[0]!.name);
    for (const g of read.groups) expect(g.operations.every((o) => o.tag === g.name)).toBe(true);
  });

  it('says who may call each operation', () => {
    expect(find('reassignFormUsersOfType')).toMatchObject({
      method: 'get',
      path: '/general/reassign_form/get-user-of-type/{type_id}',
      access: { permissions: ['order-re-assign-form', 'lock-form', 're-assign', 're-assign-clearance'] },
    });
    expect(find('getHealth').access).toEqual({ permissions: [], accountTypes: [], access: 'public' });
    for (const o of all) expect(o.access.permissions.length > 0 || o.access.access !== undefined).toBe(true);
  });

  it('fills path parameters (encoded) and query values into the address, and names what is missing', () => {
    const op = find('reassignFormUsersOfType');
    expect(buildUrl('/api', op, { 'path:type_id': '2' })).toEqual({ url: '/api/general/reassign_form/get-user-of-type/2', missing: [] });
    expect(buildUrl('/api', op, { 'path:type_id': 'a/b' }).url).toBe('/api/general/reassign_form/get-user-of-type/a%2Fb');
    expect(buildUrl('/api', op, {}).missing).toEqual(['type_id']);
    const list = find('listOutbox');
    expect(list.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['query:page']);
    expect(buildUrl('/api', list, { 'query:page': '2' }).url).toBe('/api/outbox?page=2');
    expect(buildUrl('/api', list, { 'query:page': ' ' }).url).toBe('/api/outbox');
  });

  it('tries GET and JSON POST calls, not the file forms', () => {
    expect(canTry(find('listOutbox'))).toBe(true);
    expect(canTry(find('getHealth'))).toBe(true);
    const multipartOnly = all.filter((o) => o.bodyTypes.length > 0 && !o.bodyTypes.includes('application/json'));
    expect(multipartOnly.length).toBeGreaterThan(0);
    for (const o of multipartOnly) expect(canTry(o)).toBe(false);
  });

  it('filters by path, id, summary or permission', () => {
    expect(filterGroups(read.groups, 'GET-USER-OF-TYPE').flatMap((g) => g.operations.map((o) => o.id))).toEqual(['reassignFormUsersOfType']);
    expect(filterGroups(read.groups, 'LOCK-FILE').flatMap((g) => g.operations.map((o) => o.id))).toEqual(['uploadReassignOrderFile']);
    expect(filterGroups(read.groups, '  ')).toBe(read.groups);
    expect(filterGroups(read.groups, 'no such thing at all')).toEqual([]);
  });

  it('joins a description’s broken lines into paragraphs, keeping list items', () => {
    expect(paragraphs('One line\nwraps here.\n\nTwo:\n- a\n  continues\n- b\n')).toEqual([['One line wraps here.'], ['Two:', '- a continues', '- b']]);
    expect(paragraphs('')).toEqual([]);
  });
});
