import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import 'primereact/resources/themes/lara-light-green/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './styles/fonts.css';
import './styles/app.css';
import './styles/controls.css';
import { initI18n } from './shared/i18n';
import { createRouter } from './app/router';
import { setUnauthorizedHandler } from './shared/api/client';
import { rememberIntendedPath } from './shared/auth/session';
import { ToastHost } from './shared/ui/notify';
import { ConfirmHost } from './shared/ui/confirm';
import { isApiFailure } from './shared/api/errors';

// the texts load beside the first screen's code (the router starts fetching it at once); render once both are in
const texts = initI18n();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // a refused or missing resource will not appear by asking again
      retry: (count, error) => !(isApiFailure(error) && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
const router = createRouter();
setUnauthorizedHandler(() => {
  rememberIntendedPath(window.location.pathname + window.location.search);
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});

await texts;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
      <ConfirmHost />
    </QueryClientProvider>
  </StrictMode>,
);
