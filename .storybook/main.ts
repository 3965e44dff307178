import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for the design system and the connected frontend stories.
 * The design system is consumed as TypeScript source, so Vite compiles it like app code.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../design-system/src/**/*.stories.@(ts|tsx)',
    '../frontend/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // mockServiceWorker.js for msw-storybook-addon.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) => {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      build: {
        chunkSizeWarningLimit: 2000,
        rollupOptions: {
          // MUI ships 'use client' directives, meaningless in a client-only bundle.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
