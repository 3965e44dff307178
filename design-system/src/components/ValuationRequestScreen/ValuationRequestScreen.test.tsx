import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completedValuation, sampleValuation } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { ValuationRequestScreen } from './ValuationRequestScreen';

jest.setTimeout(20000);

describe('ValuationRequestScreen', () => {
  it('shows the reference, status timeline, details, price and payment', () => {
    renderWithTheme(<ValuationRequestScreen valuation={sampleValuation()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Valuation request LV-7K3Q-9M2D',
    );
    // A phone breaks the heading before the reference, never at its hyphens.
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('LV-7K3Q-9M2D')).toHaveStyle(
      {
        whiteSpace: 'nowrap',
      },
    );
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Awaiting payment', 'Paid']);
    expect(
      screen.getByText('Submariner Date 126610LN, bought 2021, with box and papers.'),
    ).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price and payment' });
    expect(price).toHaveTextContent('Total£95');
    expect(price).toHaveTextContent(/Paid on/);
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('offers "Pay now" while unpaid', async () => {
    const user = userEvent.setup();
    const onPayNow = jest.fn();
    renderWithTheme(
      <ValuationRequestScreen
        valuation={sampleValuation({ status: 'awaiting_payment', payment: null })}
        onPayNow={onPayNow}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPayNow).toHaveBeenCalled();
  });

  it('opens a photo full size', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ValuationRequestScreen valuation={sampleValuation()} />);
    await user.click(screen.getByRole('button', { name: 'Open caseback.jpg full size' }));
    const dialog = screen.getByRole('dialog', { name: 'caseback.jpg' });
    expect(within(dialog).getByRole('img', { name: 'caseback.jpg' })).toBeInTheDocument();
  });

  it('cancels after a confirmation saying what is refunded', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn(async () => {});
    renderWithTheme(<ValuationRequestScreen valuation={sampleValuation()} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveTextContent(
      'Your payment of £95 will be refunded in full to the card you paid with.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(onCancel).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the result, the certificate and the chat link once completed', () => {
    renderWithTheme(
      <ValuationRequestScreen
        valuation={completedValuation()}
        onCancel={jest.fn()}
        certificateHref="/api/valuations/x/certificate.pdf"
        chatLink={{ href: '/chat', state: { valuationId: 'x' } }}
      />,
    );
    const result = screen.getByRole('region', { name: 'Your valuation' });
    expect(result).toHaveTextContent('£11,500');
    expect(result).toHaveTextContent('Insurance replacement');
    expect(within(result).getByRole('link', { name: 'Download certificate' })).toHaveAttribute(
      'href',
      '/api/valuations/x/certificate.pdf',
    );
    expect(screen.getByRole('link', { name: 'Chat about this request' })).toHaveAttribute(
      'href',
      '/chat',
    );
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('downloads the certificate through the app when it fetches it', async () => {
    const user = userEvent.setup();
    const onDownloadCertificate = jest.fn(async () => {});
    renderWithTheme(
      <ValuationRequestScreen
        valuation={completedValuation()}
        onDownloadCertificate={onDownloadCertificate}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download certificate' }));
    expect(onDownloadCertificate).toHaveBeenCalled();
  });

  it('takes more photos while the expert asks for information', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const user = userEvent.setup();
    const onAddPhotos = jest.fn(async () => {});
    renderWithTheme(
      <ValuationRequestScreen
        valuation={sampleValuation({ status: 'info_requested' })}
        onAddPhotos={onAddPhotos}
      />,
    );
    const file = new File([new Uint8Array(10)], 'hallmark.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getAllByTestId('image-picker-input')[0], file);
    await user.click(screen.getByRole('button', { name: 'Upload photos' }));
    expect(onAddPhotos).toHaveBeenCalledWith([file]);
  });

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(
      <ValuationRequestScreen loadError="Valuation request not found" onRetry={onRetry} />,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("shows the expert's revaluation recommendation on a completed request", () => {
    renderWithTheme(
      <ValuationRequestScreen
        valuation={{
          ...completedValuation(),
          revaluationRecommendation: {
            reason: 'Steel sports watches rose sharply this year.',
            at: '2026-11-23T10:00:00.000Z',
          },
        }}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'We recommend updating your valuation LV-7K3Q-9M2D' }),
    ).toBeVisible();
    expect(screen.getByText('Steel sports watches rose sharply this year.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /View request/ })).toBeNull();
  });
});
