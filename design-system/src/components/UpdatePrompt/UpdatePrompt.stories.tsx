import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UpdatePrompt } from './UpdatePrompt';

const meta = {
  title: 'Feedback/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version is available');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const InstalledMobile: Story = {
  name: 'Installed app (mobile), above the bottom bar',
  args: { aboveBottomBar: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const WithoutDismiss: Story = { args: { onDismiss: undefined } };

export const Light: Story = { globals: { scheme: 'light' } };
