import type { Decorator, Preview } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { themes } from 'storybook/theming';
import { configure } from 'storybook/test';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { DesignSystemProvider, type ColorModePreference } from '../design-system/src';

// The menus, sheets and dialogs that are code-split mount on first open: on a loaded CI machine
// their chunk can take longer than testing-library's default second for a play function's findBy.
configure({ asyncUtilTimeout: 5000 });

/**
 * Every story renders inside DesignSystemProvider. The "scheme" toolbar global forces the
 * colour scheme (dark by default, as the product starts); stories can pin it with
 * `globals: { scheme: 'light' }`. The choice is not persisted between stories.
 * A themed Box paints the scheme's page background and text colour behind every story, on its
 * own canvas and on the docs page alike, so designers see components as the product shows them.
 */
const withDesignSystem: Decorator = (Story, context) => {
  const scheme = (context.globals.scheme ?? 'dark') as ColorModePreference;
  return (
    <DesignSystemProvider key={scheme} defaultMode={scheme} persistMode={false}>
      <Box
        sx={{
          bgcolor: 'background.default',
          color: 'text.primary',
          // The story canvas is the whole viewport; on a docs page each story keeps its height.
          minHeight: context.viewMode === 'docs' ? undefined : '100vh',
          // Contain the story's margins, so the background reaches every edge.
          display: 'flow-root',
        }}
      >
        <Story />
      </Box>
    </DesignSystemProvider>
  );
};

const preview: Preview = {
  // MSW: handlers per story via `parameters.msw.handlers` (or `beforeEach({ msw })`).
  // Requests without a handler go to the network untouched.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  decorators: [withDesignSystem],
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark (night)', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scheme: 'dark' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Docs pages in the product's default (night) scheme, so the canvas around the stories and
    // the text between them are not a white page around dark components.
    docs: { theme: themes.dark },
  },
  tags: ['autodocs'],
};

export default preview;
