import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, screen, waitFor } from 'storybook/test';
import { ColorModeToggle } from './ColorModeToggle';

const meta = {
  title: 'Navigation/ColorModeToggle',
  component: ColorModeToggle,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Story />
        <Typography>Pick system, light or dark.</Typography>
      </Box>
    ),
  ],
} satisfies Meta<typeof ColorModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SwitchToLight: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Colour mode/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Light' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Colour mode: Light' })).toBeInTheDocument(),
    );
    await expect(document.documentElement).toHaveClass('light');
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Dark: Story = { globals: { scheme: 'dark' } };
