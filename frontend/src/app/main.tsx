import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startSession } from '../features/auth/session';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore } from './store';

const store = makeStore();
void store.dispatch(startSession());
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
