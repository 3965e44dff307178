import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Layout/AuthCard',
  component: AuthCard,
  args: {
    title: 'Welcome Back',
    description: 'Sign in to access your valuations',
    children: <Typography>Form goes here</Typography>,
    footer: <Typography variant="body2">Footer links</Typography>,
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
