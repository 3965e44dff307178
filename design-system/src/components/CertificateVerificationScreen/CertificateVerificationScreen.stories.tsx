import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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

export const Superseded: Story = {
  args: { certificate: sampleCertificate({ status: 'superseded' }) },
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
