import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { authHandlers } from '../../test/handlers';
import { withAppRouter } from '../../test/StoryHarness';
import { LoginPage } from './LoginPage';

/** The connected /login container: LoginScreen + RTK Query login + toasts + redirect. */
const meta = {
  title: 'Containers/LoginPage',
  component: LoginPage,
  decorators: [withAppRouter],
  parameters: {
    appRouter: { path: '/login' },
    msw: { handlers: [authHandlers.loginSuccess()] },
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'amelia.hart@example.co.uk');
    await userEvent.type(canvas.getByLabelText('Password'), 'Correct-horse-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    // Signed in: the container goes on to /dashboard (here, the harness's "Navigated away" page).
    await expect(await canvas.findByText('Now at /dashboard')).toBeVisible();
  },
};

/** The server refuses: its `error` sentence appears once, in an error toast. */
export const FailedLogin: Story = {
  parameters: {
    msw: { handlers: [authHandlers.loginFailure(401, 'Invalid email or password')] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'amelia.hart@example.co.uk');
    await userEvent.type(canvas.getByLabelText('Password'), 'Wrong-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    // One message (the toast), not a banner and a toast saying the same thing.
    await waitFor(() => expect(canvas.getByText('Invalid email or password')).toBeVisible());
    await expect(canvas.getAllByText('Invalid email or password')).toHaveLength(1);
  },
};

/** A slow network: the form stays busy (button disabled) while the request is out. */
export const SlowNetwork: Story = {
  parameters: { msw: { handlers: [authHandlers.loginSlow(60_000)] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'amelia.hart@example.co.uk');
    await userEvent.type(canvas.getByLabelText('Password'), 'Correct-horse-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign In' })).toBeDisabled());
  },
};

/** Arrived from a protected page: success returns there instead of /dashboard. */
export const ReturnsToRememberedPage: Story = {
  parameters: {
    appRouter: {
      path: '/login',
      initialEntry: { pathname: '/login', state: { from: { pathname: '/chat', search: '' } } },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'amelia.hart@example.co.uk');
    await userEvent.type(canvas.getByLabelText('Password'), 'Correct-horse-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Now at /chat')).toBeVisible();
  },
};
