import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import { PASSWORD_RULES as passwordRules } from '@valuation/contracts';
import { PasswordChecklist } from './PasswordChecklist';

const meta = {
  title: 'Forms/PasswordChecklist',
  component: PasswordChecklist,
  args: { password: '' },
  decorators: [
    (Story) => (
      <Box sx={{ p: 3 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('At least 8 characters (not met)');
  },
};

export const Met: Story = {
  args: { password: 'longenough' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('At least 8 characters (met)');
  },
};

export const AllRules: Story = {
  name: 'All rules (not shown in the product)',
  args: { password: 'Secret12', rules: passwordRules },
};

export const Light: Story = { args: { password: 'longenough' }, globals: { scheme: 'light' } };
export const Dark: Story = { args: { password: 'short' }, globals: { scheme: 'dark' } };
