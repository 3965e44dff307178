import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { PageScaffold } from './PageScaffold';

const meta = {
  title: 'Layout/PageScaffold',
  component: PageScaffold,
  args: {
    title: 'About Us',
    description: 'Trusted valuations of luxury items since 1998.',
    children: (
      <Typography>
        Our certified valuers assess jewellery, watches, designer handbags, art and collectibles.
      </Typography>
    ),
  },
} satisfies Meta<typeof PageScaffold>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  },
};
export const TitleOnly: Story = { args: { description: undefined, children: undefined } };
export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
