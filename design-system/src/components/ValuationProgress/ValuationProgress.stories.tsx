import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VALUATION_NEXT_STEPS } from '@valuation/contracts';
import { ValuationProgress } from './ValuationProgress';

const NOW = new Date('2026-11-24T10:00:00Z');

const meta = {
  title: 'Primitives/ValuationProgress',
  component: ValuationProgress,
  args: { status: 'in_review', expectedBy: '2026-11-26T10:00:00.000Z', now: NOW },
} satisfies Meta<typeof ValuationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In review: the expected-by line and the next step. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expected by Thursday 26 November')).toBeVisible();
    await expect(canvas.getByText(VALUATION_NEXT_STEPS.in_review)).toBeVisible();
  },
};

export const DefaultLight: Story = { ...Default, globals: { scheme: 'light' } };

/** The expert waits for the customer: the date stands, the next step is theirs. */
export const InfoRequested: Story = {
  args: { status: 'info_requested' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(VALUATION_NEXT_STEPS.info_requested)).toBeVisible();
  },
};

/** Not paid yet: no date, only what to do. */
export const AwaitingPayment: Story = {
  args: { status: 'awaiting_payment', expectedBy: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Expected by/)).toBeNull();
    await expect(canvas.getByText(VALUATION_NEXT_STEPS.awaiting_payment)).toBeVisible();
  },
};

/** The dashboard's compact form. */
export const Compact: Story = { args: { compact: true } };

export const CompactLight: Story = { ...Compact, globals: { scheme: 'light' } };
