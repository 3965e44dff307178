import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Box from '@mui/material/Box';
import { artwork } from '../../assets';
import { ResponsivePicture } from './ResponsivePicture';

const meta = {
  title: 'Components/ResponsivePicture',
  component: ResponsivePicture,
  args: {
    image: artwork.aboutAtelier,
    alt: 'A jeweller’s loupe over an emerald-cut gemstone and a valuation certificate',
    sizes: '(min-width: 900px) 50vw, 100vw',
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 720 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ResponsivePicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lazy by default: the browser fetches it when it nears the viewport. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: /loupe/ });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '1024');
    await expect(img).toHaveAttribute('height', '768');
  },
};

/** The page's main picture: eager, high fetch priority. */
export const Priority: Story = {
  args: { image: artwork.heroWatch, alt: 'A gold dress watch', sizes: '100vw', priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'A gold dress watch' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
