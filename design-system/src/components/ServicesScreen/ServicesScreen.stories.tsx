import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CATALOGUE } from '@valuation/contracts';
import { ServicesScreen } from './ServicesScreen';

const meta = {
  title: 'Screens/ServicesScreen',
  component: ServicesScreen,
  args: { catalogue: CATALOGUE, onGetStarted: fn(), onRetry: fn() },
} satisfies Meta<typeof ServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const handbag = canvas.getByRole('article', { name: 'Handbag Valuation' });
    await expect(handbag).toHaveTextContent('£135');
    await expect(handbag).toHaveTextContent('3-5 business days');
    await userEvent.click(within(handbag).getByRole('button', { name: 'Get Started' }));
    await expect(args.onGetStarted).toHaveBeenCalledWith('handbag');
  },
};

export const Loading: Story = {
  args: { catalogue: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading prices...');
  },
};

export const LoadError: Story = {
  args: { catalogue: undefined, errorMessage: 'Network error. Please check your connection.' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Light: Story = { globals: { scheme: 'light' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const MobileLoading: Story = {
  args: { catalogue: undefined, loading: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
