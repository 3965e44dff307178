import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { expect } from 'storybook/test';
import { VALUATION_STATUS_LABELS, VALUATION_STATUSES } from '@valuation/contracts';
import { ValuationStatusChip } from './ValuationStatusChip';

const meta = {
  title: 'Primitives/ValuationStatusChip',
  component: ValuationStatusChip,
  args: { status: 'in_review' },
} satisfies Meta<typeof ValuationStatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In review')).toBeVisible();
  },
};

/** Every status side by side, as a list of requests shows them. */
export const AllStatuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {VALUATION_STATUSES.map((status) => (
        <ValuationStatusChip key={status} status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const status of VALUATION_STATUSES)
      await expect(canvas.getByText(VALUATION_STATUS_LABELS[status])).toBeVisible();
  },
};

export const AllStatusesLight: Story = { ...AllStatuses, globals: { scheme: 'light' } };
