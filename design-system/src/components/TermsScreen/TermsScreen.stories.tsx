import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CATALOGUE } from '@valuation/contracts';
import { TermsScreen } from './TermsScreen';

const meta = {
  title: 'Screens/TermsScreen',
  component: TermsScreen,
  args: { lastUpdated: new Date(2026, 10, 21), catalogue: CATALOGUE },
} satisfies Meta<typeof TermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Last updated:/)).toHaveTextContent(
      'Last updated: 21 November 2026',
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(9);
  },
};

/** Before the catalogue has loaded: the fee sections point to the Services page. */
export const WithoutCatalogue: Story = { args: { catalogue: undefined } };

export const Light: Story = { globals: { scheme: 'light' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
