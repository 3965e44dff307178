import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { WizardFeedback } from './WizardFeedback';

describe('WizardFeedback', () => {
  it('shows the upload progress while sending, then a failure with "Try again"', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderWithTheme(
      <WizardFeedback submitting uploadProgress={42.4} onRetry={onRetry} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading photos: 42%' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <WizardFeedback
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
