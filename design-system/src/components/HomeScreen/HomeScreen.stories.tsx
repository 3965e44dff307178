import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CATALOGUE } from '@valuation/contracts';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  args: { onGetStarted: fn(), onScheduleHomeVisit: fn(), catalogue: CATALOGUE },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { name: 'Why Choose Our Valuation Services' }),
    ).toBeVisible();
    await expect(canvas.getByText('£185 per hour')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Online Valuation' })).toHaveAttribute(
      'href',
      '/valuation',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Home Visit' }));
    await expect(args.onScheduleHomeVisit).toHaveBeenCalled();
  },
};

/** Before the catalogue has arrived: the price lines keep their height, empty. */
export const CatalogueLoading: Story = { args: { catalogue: undefined } };

export const Light: Story = { globals: { scheme: 'light' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
