import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CompleteValuationDialog } from './CompleteValuationDialog';

const meta = {
  title: 'Staff/CompleteValuationDialog',
  component: CompleteValuationDialog,
  args: {
    open: true,
    onClose: fn(),
    service: 'watch',
    initialIdentity: { brand: 'Rolex', reference: '126610LN' },
    initialBasis: 'insurance',
    customerDescription:
      'Rolex Submariner Date, bought 2019 from an authorised dealer, box and papers.',
    onPreview: fn(async () => '#preview'),
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof CompleteValuationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A watch: maker and reference from the request, the rest for the expert. */
export const Watch: Story = {};

export const Jewellery: Story = {
  args: { service: 'jewellery', initialIdentity: {}, initialBasis: 'probate' },
};

export const Handbag: Story = {
  args: { service: 'handbag', initialIdentity: { brand: 'Chanel', model: 'Classic Flap' } },
};

export const Art: Story = {
  args: { service: 'art', initialIdentity: {}, initialBasis: 'market' },
};

/** "Preview certificate" with fields missing: each says what it needs. */
export const Invalid: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete valuation' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Preview certificate' }));
    await expect(dialog.getByText('Model is required')).toBeVisible();
  },
};

async function fillAndPreview() {
  const dialog = within(await screen.findByRole('dialog', { name: 'Complete valuation' }));
  await userEvent.type(dialog.getByRole('textbox', { name: /^Model/ }), 'Submariner Date');
  await userEvent.click(dialog.getByRole('combobox', { name: /^Condition/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Excellent' }));
  await userEvent.type(dialog.getByRole('textbox', { name: /^Value/ }), '12450');
  await userEvent.type(
    dialog.getByRole('textbox', { name: /Assessed description/ }),
    'Submariner Date, steel, 41 mm.',
  );
  await userEvent.click(dialog.getByRole('button', { name: 'Preview certificate' }));
}

/** After the preview: the expert checks it and confirms before issuing. */
export const CheckThePreview: Story = {
  play: async () => {
    await fillAndPreview();
    const confirm = within(await screen.findByRole('dialog', { name: 'Check the certificate' }));
    await expect(
      confirm.getByRole('link', { name: 'Open the certificate preview (PDF)' }),
    ).toBeVisible();
  },
};

/** "Issue certificate" without ticking the box. */
export const ConfirmationMissing: Story = {
  play: async () => {
    await fillAndPreview();
    const confirm = within(await screen.findByRole('dialog', { name: 'Check the certificate' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Issue certificate' }));
    await expect(
      confirm.getByText('Please confirm that you have checked the preview'),
    ).toBeVisible();
  },
};

export const PreviewFailed: Story = {
  args: {
    onPreview: fn(async () => {
      throw new Error('The request has changed meanwhile. Please reload the page.');
    }),
  },
  play: async () => {
    await fillAndPreview();
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete valuation' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/changed meanwhile/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
