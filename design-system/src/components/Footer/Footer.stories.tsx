import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const company = within(footer).getByRole('navigation', { name: 'Company' });
    await expect(within(company).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(
      canvas.getByRole('link', { name: 'Learn about our certifications' }),
    ).toHaveAttribute('href', '/about');
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Luxe Valuations`);
  },
};

export const Light: Story = { globals: { scheme: 'light' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
