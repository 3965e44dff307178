import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completedValuation, sampleValuation } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { VALUATION_NEXT_STEPS } from '@valuation/contracts';
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
    const dialog = await screen.findByRole('dialog', { name: 'caseback.jpg' });
    expect(within(dialog).getByRole('img', { name: 'caseback.jpg' })).toBeInTheDocument();
  });

  it('cancels after a confirmation saying what is refunded', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn(async () => {});
    renderWithTheme(<ValuationRequestScreen valuation={sampleValuation()} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
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
    // the certificate's reference leads to its public verification page
    expect(screen.getByRole('link', { name: 'Verify certificate LVC-4F7K-2M9Q' })).toHaveAttribute(
      'href',
      '/verify/LVC-4F7K-2M9Q',
    );
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

  const asked = () =>
    sampleValuation({
      status: 'info_requested',
      expectedBy: '2026-11-26T10:05:00.000Z',
      timeline: [
        { status: 'paid', at: '2026-11-20T10:05:00.000Z', by: 'Luxe Valuations' },
        {
          status: 'info_requested',
          at: '2026-11-21T09:30:00.000Z',
          by: 'Eleanor Price',
          note: 'Please add the clasp and the caseback.',
        },
      ],
    });

  it("quotes the expert's question and sends photos and a reply in one action", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const user = userEvent.setup();
    const onAddPhotos = jest.fn(async () => {});
    const onSendToExpert = jest.fn(async () => {});
    renderWithTheme(
      <ValuationRequestScreen
        valuation={asked()}
        onAddPhotos={onAddPhotos}
        onSendToExpert={onSendToExpert}
        now={new Date('2026-11-21T10:00:00Z')}
      />,
    );
    const quote = screen.getByText('Please add the clasp and the caseback.', {
      selector: 'blockquote p',
    });
    expect(quote).toBeVisible();
    expect(screen.getByText('Expected by Thursday 26 November')).toBeInTheDocument();

    // nothing added: the sentence says what is needed, nothing is sent
    await user.click(screen.getByRole('button', { name: 'Send to the expert' }));
    expect(
      screen.getByText('Please add a photo or write a reply before sending it to the expert.'),
    ).toBeInTheDocument();
    expect(onSendToExpert).not.toHaveBeenCalled();

    // two photos uploaded: the request still waits for "Send to the expert"
    const clasp = new File([new Uint8Array(10)], 'clasp.jpg', { type: 'image/jpeg' });
    const caseback = new File([new Uint8Array(10)], 'caseback.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getAllByTestId('image-picker-input')[0], [clasp, caseback]);
    await user.click(screen.getByRole('button', { name: 'Upload photos' }));
    expect(onAddPhotos).toHaveBeenCalledWith([clasp, caseback]);
    expect(onSendToExpert).not.toHaveBeenCalled();

    // a photo still chosen goes up first, then the reply is sent
    const box = new File([new Uint8Array(10)], 'box.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getAllByTestId('image-picker-input')[0], box);
    await user.click(screen.getByRole('textbox', { name: 'Your reply to the expert' }));
    await user.paste('Here they are.');
    await user.click(screen.getByRole('button', { name: 'Send to the expert' }));
    expect(onAddPhotos).toHaveBeenLastCalledWith([box]);
    expect(onSendToExpert).toHaveBeenCalledWith('Here they are.');
  }, 60_000);

  it('adds photos before payment; a failed upload keeps them chosen for another try', async () => {
    const user = userEvent.setup();
    const onAddPhotos = jest
      .fn<Promise<void>, [File[]]>()
      .mockRejectedValueOnce(new Error('The upload failed.'))
      .mockResolvedValueOnce(undefined);
    renderWithTheme(
      <ValuationRequestScreen
        valuation={sampleValuation({ status: 'awaiting_payment', payment: null })}
        onAddPhotos={onAddPhotos}
      />,
    );
    const dial = new File([new Uint8Array(10)], 'dial.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getAllByTestId('image-picker-input')[0], dial);
    const upload = screen.getByRole('button', { name: 'Upload photos' });
    await user.click(upload);
    await waitFor(() => expect(onAddPhotos).toHaveBeenCalledWith([dial]));
    await waitFor(() => expect(upload).toBeEnabled());

    await user.click(upload);
    await waitFor(() => expect(onAddPhotos).toHaveBeenLastCalledWith([dial]));
    // Stored: nothing is left chosen.
    await waitFor(() => expect(upload).toBeDisabled());
  }, 30_000);

  it('counts the photos added since the question', () => {
    const v = asked();
    v.photos = [
      ...v.photos,
      { ...v.photos[0], id: 'n1', name: 'clasp.jpg', uploadedAt: '2026-11-21T10:00:00.000Z' },
    ];
    renderWithTheme(
      <ValuationRequestScreen valuation={v} onAddPhotos={jest.fn()} onSendToExpert={jest.fn()} />,
    );
    expect(screen.getByText('1 new photo added, ready to send.')).toBeInTheDocument();
  });

  it('says when the result is expected and what happens next', () => {
    renderWithTheme(
      <ValuationRequestScreen
        valuation={sampleValuation()}
        now={new Date('2026-11-20T12:00:00Z')}
      />,
    );
    expect(screen.getByText('Expected by Monday 23 November')).toBeInTheDocument();
    expect(screen.getByText(VALUATION_NEXT_STEPS.paid)).toBeInTheDocument();
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
