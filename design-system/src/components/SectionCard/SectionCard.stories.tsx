import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SectionCard } from './SectionCard';

const meta = {
  title: 'Primitives/SectionCard',
  component: SectionCard,
  args: {
    title: 'Your Data',
    description:
      'Download a copy of everything we hold about you, or delete your account and all of its data.',
    children: <Typography>Section content.</Typography>,
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 840 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section named by its h2. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your Data' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your Data' })).toBeVisible();
  },
};

/** Without a description. */
export const TitleOnly: Story = { args: { description: undefined } };

/** Nested under another section: an h3. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3, title: 'Password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Password' })).toBeVisible();
  },
};

/** With actions beside the heading. */
export const WithActions: Story = {
  args: {
    title: 'Your passkeys',
    actions: (
      <Button variant="outlined" size="small">
        Add a passkey
      </Button>
    ),
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = {
  args: WithActions.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
