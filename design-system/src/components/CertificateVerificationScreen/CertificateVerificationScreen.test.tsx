import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { sampleCertificate } from '../../test/staffFixtures';
import { CertificateVerificationScreen } from './CertificateVerificationScreen';

describe('CertificateVerificationScreen', () => {
  it('shows a valid certificate with its reference, date, item, value, basis and valuer', () => {
    renderWithTheme(
      <CertificateVerificationScreen reference="LVC-7K3Q-9M2D" certificate={sampleCertificate()} />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Certificate verification' }),
    ).toBeVisible();
    expect(screen.getByText('This certificate is valid.')).toBeVisible();
    expect(screen.getByText('21 November 2026')).toBeVisible();
    expect(screen.getByText('Valid until')).toBeVisible();
    expect(screen.getByText('21 November 2028')).toBeVisible();
    expect(screen.getByText('Watch valuation')).toBeVisible();
    expect(screen.getByText(/Submariner Date · 126610LN · ••••41K9/)).toBeVisible();
    expect(screen.getByText('£12,450')).toBeVisible();
    expect(screen.getByText('Insurance replacement')).toBeVisible();
    expect(screen.getByText('Eleanor Grant')).toBeVisible();
  });

  it("shows the item's first photo when there is one, described for screen readers", () => {
    const { unmount } = renderWithTheme(
      <CertificateVerificationScreen reference="LVC-7K3Q-9M2D" certificate={sampleCertificate()} />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    renderWithTheme(
      <CertificateVerificationScreen
        reference="LVC-7K3Q-9M2D"
        certificate={sampleCertificate({ photoUrl: '/api/certificates/LVC-7K3Q-9M2D/photo.jpg' })}
      />,
    );
    expect(
      screen.getByRole('img', { name: /^Photo of the certified item: Rolex · Submariner Date/ }),
    ).toHaveAttribute('src', '/api/certificates/LVC-7K3Q-9M2D/photo.jpg');
  });

  it('says so when the certificate was superseded', () => {
    renderWithTheme(
      <CertificateVerificationScreen
        reference="LVC-7K3Q-9M2D"
        certificate={sampleCertificate({ status: 'superseded' })}
      />,
    );
    expect(screen.getByText(/This certificate has been superseded/)).toBeVisible();
    expect(screen.getByText('Superseded')).toBeVisible();
    expect(screen.queryByText('This certificate is valid.')).not.toBeInTheDocument();
  });

  it('says so when the certificate is past its validity date', () => {
    renderWithTheme(
      <CertificateVerificationScreen
        reference="LVC-7K3Q-9M2D"
        certificate={sampleCertificate({
          issuedAt: '2023-05-10T11:00:00.000Z',
          validUntil: '2025-05-10T11:00:00.000Z',
          status: 'expired',
        })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'This certificate expired on 10 May 2025: the value it states is more than two years old.',
    );
    expect(screen.getByText('Expired')).toBeVisible();
    expect(screen.getByText('10 May 2025')).toBeVisible();
    expect(screen.queryByText('This certificate is valid.')).not.toBeInTheDocument();
  });

  it('shows a not-found page naming the reference', () => {
    renderWithTheme(<CertificateVerificationScreen reference="LVC-XXXX-0000" notFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
    expect(screen.getByText(/"LVC-XXXX-0000"/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the check in progress, and a failure with a retry', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderWithTheme(
      <CertificateVerificationScreen reference="LVC-7K3Q-9M2D" loading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking certificate LVC-7K3Q-9M2D...');
    rerender(
      <CertificateVerificationScreen
        reference="LVC-7K3Q-9M2D"
        errorMessage="No connection"
        onRetry={onRetry}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
