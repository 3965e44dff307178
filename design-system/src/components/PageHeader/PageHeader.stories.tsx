import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Primitives/PageHeader',
  component: PageHeader,
  args: {
    title: 'Profile Settings',
    subtitle: 'Manage your account information, security and notification preferences.',
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, sm: 4 } }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's h1 and its lead text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Profile Settings');
  },
};

/** Title only. */
export const TitleOnly: Story = { args: { subtitle: undefined } };

/** Centred, as on the marketing pages. */
export const Centred: Story = {
  args: {
    title: 'Our Services',
    subtitle:
      'Professional valuations of jewellery, watches, designer handbags and art, online from your photographs and descriptions.',
    align: 'center',
  },
};

/** With an action beside the title. */
export const WithActions: Story = {
  args: { actions: <Button variant="outlined">Download my data</Button> },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = {
  args: WithActions.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
