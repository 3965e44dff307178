import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { testUser } from '../../../test/handlers';
import { passkeyHandlers } from '../../../test/passkeyHandlers';
import { withAppRouter } from '../../../test/StoryHarness';
import { PasskeySettings } from './PasskeySettings';

/**
 * The connected biometric card of Security Settings (MSW answers the passkey calls). The browser
 * running the story decides the wording: without an authenticator, generic passkeys. The list's
 * states (empty, failed, rename, remove) and the signed-out card are the design-system stories
 * (PasskeyList, BiometricSetupCard) and the Jest tests.
 */
const meta = {
  title: 'Containers/PasskeySettings',
  component: PasskeySettings,
  decorators: [withAppRouter],
  parameters: {
    appRouter: { path: '/profile', user: testUser },
    msw: { handlers: [passkeyHandlers.list()] },
  },
} satisfies Meta<typeof PasskeySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Biometric Login' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Set up biometric login' }),
    ).toBeEnabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
