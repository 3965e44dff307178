/**
 * Connected stories: each story gets its own fresh store and a memory router (MemoryRouter with
 * its Routes, as the app's AppRoutes) around the container, with the app's providers (link adapter) and a ToastStack.
 * Network answers come from `parameters.msw.handlers` (factories in ./handlers.ts).
 */
import { useState, type ComponentType } from 'react';
import type { Decorator } from '@storybook/react-vite';
import {
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  useLocation,
  type InitialEntry,
} from 'react-router-dom';
import { PageScaffold, ToastStack, type ColorModePreference } from '@valuation/design-system';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import type { User } from '@valuation/contracts';
import { sessionChecked } from '../lib/session';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { selectToasts, toastDismissed } from '../lib/toastSlice';
import { TEST_TOKEN } from './handlers';

/** `parameters.appRouter` of a connected story. */
export interface StoryRouteOptions {
  /** The route path the story's container is mounted at, e.g. '/login'. */
  path: string;
  /** Where the memory router starts (defaults to `path`); may carry `state`. */
  initialEntry?: InitialEntry;
  /** Signed in as this user; signed out when omitted. */
  user?: User;
}

function StoryShell() {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  return (
    <>
      <Outlet />
      <ToastStack toasts={toasts} onDismiss={(id) => dispatch(toastDismissed(id))} />
    </>
  );
}

/** Any navigation away from the story's route lands here, so the story shows where it went. */
function NavigatedAway() {
  const { pathname, search } = useLocation();
  return <PageScaffold title="Navigated away" description={`Now at ${pathname}${search}`} />;
}

function StoryHarness({
  Story,
  options,
  scheme,
}: {
  Story: ComponentType;
  options: StoryRouteOptions;
  scheme: ColorModePreference;
}) {
  const [store] = useState(() => {
    const created = makeStore();
    created.dispatch(
      sessionChecked(options.user ? { token: TEST_TOKEN, user: options.user } : null),
    );
    return created;
  });
  return (
    <AppProviders store={store} colorMode={scheme} persistColorMode={false}>
      <MemoryRouter initialEntries={[options.initialEntry ?? options.path]}>
        <Routes>
          <Route element={<StoryShell />}>
            <Route path={options.path} element={<Story />} />
            <Route path="*" element={<NavigatedAway />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
}

/**
 * Decorator for connected stories. The route comes from `parameters.appRouter`
 * (`{ path, initialEntry?, user? }`), so a story can override it without nesting routers.
 */
export const withAppRouter: Decorator = (Story, context) => {
  const options = context.parameters.appRouter as StoryRouteOptions | undefined;
  if (!options?.path) throw new Error('withAppRouter needs parameters.appRouter.path');
  return (
    <StoryHarness
      key={context.id}
      Story={Story}
      options={options}
      scheme={(context.globals.scheme ?? 'dark') as ColorModePreference}
    />
  );
};
