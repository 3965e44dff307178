import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { WizardFeedback } from './WizardFeedback';

describe('WizardFeedback', () => {
  it('lists what is missing in an alert', () => {
    renderWithTheme(
      <WizardFeedback
        missing={['Add a photo', 'Enter your name']}
        submitting={false}
        uploadProgress={null}
        onRetry={jest.fn()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Before you can proceed:');
    expect(alert).toHaveTextContent('Add a photo');
    expect(alert).toHaveTextContent('Enter your name');
  });

  it('shows the upload progress while sending, then a failure with "Try again"', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderWithTheme(
      <WizardFeedback missing={[]} submitting uploadProgress={42.4} onRetry={onRetry} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading photos: 42%' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <WizardFeedback
        missing={[]}
        submitting={false}
        uploadProgress={null}
        submitError="The upload failed."
        onRetry={onRetry}
      />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The upload failed.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
