import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Box from '@mui/material/Box';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function Controlled(props: PasswordFieldProps) {
  const [value, setValue] = useState(typeof props.value === 'string' ? props.value : '');
  return (
    <PasswordField {...props} value={value} onChange={(event) => setValue(event.target.value)} />
  );
}

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { id: 'story-password', label: 'Password', autoComplete: 'current-password', value: '' },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <Box sx={{ p: 4, maxWidth: 420 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; "Show password" reveals it and turns into "Hide password". */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'Sapphire#2026');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Sapphire#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** A field's error replaces its helper text. */
export const WithError: Story = {
  args: { value: 'short', error: true, helperText: 'Password must be at least 8 characters' },
};

/** Disabled while its form is busy. */
export const Disabled: Story = { args: { value: 'Sapphire#2026', disabled: true } };

/** Shown as text, driven by another field's toggle (no toggle of its own). */
export const ShownWithoutToggle: Story = {
  args: { label: 'Confirm Password', value: 'Sapphire#2026', visible: true, toggle: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
