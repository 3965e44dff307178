import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SAMPLE_PHOTO_URL } from '../../test/fixtures';
import { sampleCertificate } from '../../test/staffFixtures';
import { CertificateVerificationScreen } from './CertificateVerificationScreen';

const meta = {
  title: 'Screens/CertificateVerificationScreen',
  component: CertificateVerificationScreen,
  args: { reference: 'LVC-7K3Q-9M2D', onRetry: fn() },
} satisfies Meta<typeof CertificateVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  args: { certificate: sampleCertificate() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This certificate is valid.')).toBeVisible();
  },
};

/** With the item's first photo, so a third party can match the item to the paper. */
export const WithPhoto: Story = {
  args: { certificate: sampleCertificate({ photoUrl: SAMPLE_PHOTO_URL }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Photo of the certified item/ })).toBeVisible();
  },
};

export const Superseded: Story = {
  args: { certificate: sampleCertificate({ status: 'superseded' }) },
};

/** Past the date it is valid until (two years after issue, as the PDF prints it). */
export const Expired: Story = {
  args: {
    certificate: sampleCertificate({
      issuedAt: '2023-05-10T11:00:00.000Z',
      validUntil: '2025-05-10T11:00:00.000Z',
      status: 'expired',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This certificate expired on 10 May 2025',
    );
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByText('Valid until')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { reference: 'LVC-XXXX-0000', notFound: true },
};

export const Loading: Story = { args: { loading: true } };

export const Failed: Story = {
  args: { errorMessage: 'Unable to connect. Please check your internet connection.' },
};

export const Mobile: Story = {
  args: { certificate: sampleCertificate() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
