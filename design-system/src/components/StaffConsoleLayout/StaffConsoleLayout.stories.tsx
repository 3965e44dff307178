import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Typography from '@mui/material/Typography';
import { StaffConsoleLayout } from './StaffConsoleLayout';

const meta = {
  title: 'Staff/StaffConsoleLayout',
  component: StaffConsoleLayout,
  args: {
    currentPath: '/staff/conversations',
    children: (
      <Typography component="h1" variant="h2">
        Conversations
      </Typography>
    ),
  },
} satisfies Meta<typeof StaffConsoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Conversations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const Queue: Story = { args: { currentPath: '/staff' } };
export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
