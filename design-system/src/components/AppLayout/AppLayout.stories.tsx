import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, fn } from 'storybook/test';
import { Navbar } from '../Navbar';
import { DashboardScreen } from '../DashboardScreen';
import { AppLayout } from './AppLayout';

const footer = (
  <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', p: 3, textAlign: 'center' }}>
    <Typography variant="body2" color="text.secondary">
      © {new Date().getFullYear()} Luxe Valuations, London
    </Typography>
  </Box>
);

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  args: {
    navbar: <Navbar user={{ firstName: 'Jane' }} onSignOut={fn()} currentPath="/dashboard" />,
    children: <DashboardScreen firstName="Jane" />,
    footer,
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};
export const WithoutFooter: Story = { args: { footer: undefined } };
export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
