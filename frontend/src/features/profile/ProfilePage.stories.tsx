import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { signedInHandlers, testUser } from '../../test/handlers';
import { passkeyHandlers } from '../../test/passkeyHandlers';
import { completedProfile, profileHandlers } from '../../test/profileHandlers';
import { withAppRouter } from '../../test/StoryHarness';
import { ProfilePage } from './ProfilePage';

/** The connected /profile container: ProfileScreen + RTK Query profile calls + toasts. */
const meta = {
  title: 'Containers/ProfilePage',
  component: ProfilePage,
  decorators: [withAppRouter],
  parameters: {
    appRouter: { path: '/profile', user: testUser },
    msw: {
      handlers: [
        ...signedInHandlers(testUser),
        passkeyHandlers.list([]),
        ...profileHandlers.store(completedProfile),
        profileHandlers.changePasswordSuccess(),
        profileHandlers.exportSuccess(completedProfile),
      ],
    },
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loads the profile, edits the phone number and saves: a success toast. */
export const SaveChanges: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const phone = await canvas.findByLabelText('Phone number', {}, { timeout: 5000 });
    await expect(phone).toHaveValue('+44 20 7946 0000');
    await userEvent.clear(phone);
    await userEvent.type(phone, '020 7946 0001');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Profile updated successfully')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled(),
    );
  },
};

/** The server refuses the change: its message in an error toast and under the field. */
export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        ...signedInHandlers(testUser),
        passkeyHandlers.list([]),
        profileHandlers.get(completedProfile),
        profileHandlers.updateFailure(400, 'Please enter a valid phone number', [
          { field: 'phoneNumber', message: 'Please enter a valid phone number' },
        ]),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('switch', { name: /Email notifications/ }, { timeout: 5000 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(page.getAllByText('Please enter a valid phone number').length).toBeGreaterThan(1),
    );
  },
};

/** The profile is still loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...signedInHandlers(testUser),
        passkeyHandlers.list([]),
        profileHandlers.getSlow(60_000),
      ],
    },
  },
};

/** Loading failed: the message and "Try again". */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...signedInHandlers(testUser),
        passkeyHandlers.list([]),
        profileHandlers.getFailure(503, 'The service is temporarily unavailable.'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The service is temporarily unavailable.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
