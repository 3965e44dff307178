import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { YourDataSection } from './YourDataSection';

const meta = {
  title: 'Screens/ProfileScreen/YourDataSection',
  component: YourDataSection,
  args: {
    onDownloadData: fn(() => Promise.resolve()),
    onDeleteAccount: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 900 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof YourDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Download my data calls the container. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(args.onDownloadData).toHaveBeenCalled();
  },
};

/** The download is being prepared. */
export const Preparing: Story = {
  args: { downloadingData: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Preparing...' })).toBeDisabled();
  },
};

/** Delete my account asks for the password in a dialog. */
export const DeleteDialog: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete your account?' });
    // It fades in (opacity 0 at first).
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
