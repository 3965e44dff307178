import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Container from '@mui/material/Container';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { reasons } from '../HomeScreen';
import { FeatureGrid } from './FeatureGrid';

const meta = {
  title: 'Primitives/FeatureGrid',
  component: FeatureGrid,
  args: { features: reasons },
  decorators: [
    (Story) => (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six cards, three per row on a desktop. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(reasons.length);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Same-Day Service' })).toBeVisible();
  },
};

/** Three cards. */
export const Three: Story = {
  args: {
    features: [
      {
        title: 'Expert Valuation',
        text: 'Certified valuers appraise every item.',
        Icon: WorkspacePremiumOutlined,
      },
      { title: 'Fast Turnaround', text: 'Results in as little as 24 hours.', Icon: BoltOutlined },
      { title: 'Secure Process', text: 'Secure, encrypted records.', Icon: SecurityOutlined },
    ],
  },
};

/** Two per row, card headings at level 2. */
export const TwoColumnsH2: Story = {
  args: { features: reasons.slice(0, 4), columns: 2, headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
