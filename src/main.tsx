import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog } from 'primereact/confirmdialog';
import 'primereact/resources/themes/lara-light-green/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import './styles/app.css';
import { initI18n } from './shared/i18n';
import { createRouter } from './app/router';
import { setUnauthorizedHandler } from './shared/api/client';
import { rememberIntendedPath } from './shared/auth/session';
import { ToastHost } from './shared/ui/notify';
import { isApiFailure } from './shared/api/errors';

initI18n();

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PrimeReactProvider value={{ ripple: true }}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastHost />
        <ConfirmDialog />
      </QueryClientProvider>
    </PrimeReactProvider>
  </StrictMode>,
);
