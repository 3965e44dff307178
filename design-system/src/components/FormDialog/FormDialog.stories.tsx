import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import TextField from '@mui/material/TextField';
import { FormDialog } from './FormDialog';

const meta = {
  title: 'Primitives/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    title: 'Rename passkey',
    submitLabel: 'Save',
    busyLabel: 'Saving...',
    onClose: fn(),
    onSubmit: fn(),
    maxWidth: 'xs',
    children: (
      <TextField
        id="story-name"
        name="name"
        label="Passkey name"
        defaultValue="iPhone"
        sx={{ mt: 1 }}
      />
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Submit and Cancel. */
export const Default: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogOf(canvasElement, 'Rename passkey'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Escape closes it. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await dialogOf(canvasElement, 'Rename passkey');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A description (the dialog's accessible description) and a destructive action. */
export const Destructive: Story = {
  args: {
    title: 'Remove passkey',
    description: '“iPhone” will no longer sign you in.',
    submitLabel: 'Remove passkey',
    busyLabel: 'Removing...',
    submitColor: 'error',
    children: undefined,
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Remove passkey');
    await expect(dialog).toHaveAccessibleDescription('“iPhone” will no longer sign you in.');
  },
};

/**
 * A confirmation of one line on a phone: a compact dialog over the page, not a screen of grey
 * (issue 33); a dialog with fields still takes the whole phone screen (Mobile).
 */
export const MobileConfirmation: Story = {
  args: {
    title: 'Remove passkey',
    description: '“iPhone” will no longer sign you in.',
    submitLabel: 'Remove passkey',
    submitColor: 'error',
    children: undefined,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Remove passkey');
    const height = dialog.getBoundingClientRect().height;
    await expect(height).toBeLessThan(canvasElement.ownerDocument.defaultView!.innerHeight / 2);
  },
};

/** In flight: both buttons disabled and Escape ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogOf(canvasElement, 'Rename passkey'));
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refused: a banner above the fields. */
export const WithError: Story = {
  args: { errorMessage: 'Passkey not found' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement, 'Rename passkey'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Passkey not found');
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
