/**
 * Every story renders inside the app's providers: i18n (Arabic RTL by default,
 * English from the toolbar), PrimeReact, React Query, a memory router, the toast
 * host and the confirm dialog. Stories answer API calls with `parameters.api`.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog } from 'primereact/confirmdialog';
import 'primereact/resources/themes/lara-light-green/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import '../src/styles/app.css';
import { initI18nWithAreas as initI18n } from '../src/shared/i18n/all';
import { ToastHost } from '../src/shared/ui/notify';
import { mockApi, type MockRoutes } from '../stories/support/mockApi';
import { signInAs } from '../stories/support/session';

function Shell({ children, path, route }: { children: ReactNode; path: string; route: string }) {
  const client = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }), []);
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          { path: route, element: <div className="content story-content">{children}</div> },
          { path: '*', element: <p data-testid="navigated">navigated away</p> },
        ],
        { initialEntries: [path] },
      ),
    [children, path, route],
  );
  useEffect(() => () => client.clear(), [client]);
  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <ToastHost />
        <ConfirmDialog />
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}

const withApp: Decorator = (Story, context) => {
  const lang = (context.globals.lang as 'ar' | 'en' | undefined) ?? 'ar';
  initI18n(lang);
  const params = context.parameters as { api?: MockRoutes; session?: 'admin' | 'provider' | 'employee' | false; permissions?: string[]; path?: string; route?: string };
  mockApi(params.api ?? {});
  if (params.session !== false) signInAs(params.session ?? 'admin', params.permissions);
  return (
    <Shell key={`${context.id}-${lang}`} path={params.path ?? '/'} route={params.route ?? '*'}>
      <Story />
    </Shell>
  );
};

const preview: Preview = {
  decorators: [withApp],
  parameters: { layout: 'fullscreen' },
  globalTypes: {
    lang: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ar', title: 'العربية (RTL)' },
          { value: 'en', title: 'English (LTR)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'ar' },
};

export default preview;
