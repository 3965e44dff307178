import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageRange } from './PageRange';

const meta = {
  title: 'Navigation/PageRange',
  component: PageRange,
  args: { total: 46, page: 1, pageSize: 20, onPageChange: fn() },
} satisfies Meta<typeof PageRange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: no page before it. */
export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('1–20 of 46')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** The last page holds the rest: no page after it. */
export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('41–46 of 46')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Light: Story = { args: { page: 2 }, globals: { scheme: 'light' } };
