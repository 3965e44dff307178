import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_VALUER_QUALIFICATION } from '@valuation/contracts';
import { SAMPLE_PHOTO_URL } from '../../test/fixtures';
import { ExpertProfileScreen } from './ExpertProfileScreen';

const meta = {
  title: 'Staff/ExpertProfileScreen',
  component: ExpertProfileScreen,
  args: {
    profile: {
      qualification: DEFAULT_VALUER_QUALIFICATION,
      qualificationIsDefault: true,
      signatureUrl: null,
      updatedAt: null,
    },
    onRetry: fn(),
    onSaveQualification: fn(async () => {}),
    onUploadSignature: fn(async () => {}),
  },
} satisfies Meta<typeof ExpertProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: the default line is the placeholder, no signature. */
export const NotSetUp: Story = {};

export const Complete: Story = {
  args: {
    profile: {
      qualification: 'FGA DGA (Gem-A), Registered Valuer',
      qualificationIsDefault: false,
      signatureUrl: SAMPLE_PHOTO_URL,
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
  },
};

export const Saved: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Qualification/ }), 'FGA, Gem-A');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('Your valuer profile has been saved.')).toBeVisible();
  },
};

export const QualificationMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(canvas.getByText('Qualification is required')).toBeVisible();
  },
};

export const SignatureRefused: Story = {
  args: {
    onUploadSignature: fn(async () => {
      throw new Error('"notes.txt" is not a JPEG, PNG, GIF or WebP image.');
    }),
  },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'image/png' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/notes\.txt/);
  },
};

export const Loading: Story = { args: { profile: undefined, loading: true } };

export const Failed: Story = {
  args: { profile: undefined, errorMessage: 'Unable to connect. Please try again.' },
};

export const Mobile: Story = {
  args: Complete.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
