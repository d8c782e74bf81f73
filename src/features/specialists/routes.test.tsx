/** The spec's /specialties paths (001 §2) lead to the specialists screens, replacing the history entry and keeping the query. */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { routes } from './routes';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function open(path: string) {
  const specialties = routes.portal!.find((r) => r.path === '/specialties')!;
  // the target screens are stood in for by where the router ends up
  const router = createMemoryRouter([specialties, { path: '*', element: <Where /> }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

describe('/specialties', () => {
  it.each([
    ['/specialties', '/specialists'],
    ['/specialties/create', '/specialists/create'],
    ['/specialties/update/7', '/specialists/update/7'],
    ['/specialties?search=%D9%83%D9%87%D8%B1%D8%A8%D8%A7%D8%A1&page=2', '/specialists?search=%D9%83%D9%87%D8%B1%D8%A8%D8%A7%D8%A1&page=2'],
  ])('%s leads to %s', async (from, to) => {
    const { router, view } = open(from);
    await waitFor(() => expect(view.getByTestId('where').textContent).toBe(to));
    expect(router.state.historyAction).toBe('REPLACE');
    view.unmount();
  });

  it('leaves other paths alone', async () => {
    const { view } = open('/specialties/7');
    await waitFor(() => expect(view.getByTestId('where').textContent).toBe('/specialties/7'));
    view.unmount();
  });
});
