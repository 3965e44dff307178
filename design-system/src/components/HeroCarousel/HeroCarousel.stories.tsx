import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { HeroCarousel } from './HeroCarousel';

const meta = {
  title: 'Components/HeroCarousel',
  component: HeroCarousel,
  args: { onGetStarted: fn(), heading: 'Expert Valuations for Luxury Items' },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Auto-advances every 5 s; a dot jumps to its slide; Get Started Now hands over the service. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dot = canvas.getByRole('button', { name: 'Go to slide 2: Jewellery Valuation' });
    await userEvent.click(dot);
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Jewellery Valuation',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started Now' }));
    await expect(args.onGetStarted).toHaveBeenCalledWith('jewellery');
  },
};

/** Paused with the pause control: the slide stays and changes are announced politely. */
export const Paused: Story = {
  args: { initialSlide: 2 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Handbag Valuation');
  },
};

export const ArtSlide: Story = { args: { initialSlide: 3 } };

export const Light: Story = { globals: { scheme: 'light' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const MobileJewellery: Story = {
  args: { initialSlide: 1 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
