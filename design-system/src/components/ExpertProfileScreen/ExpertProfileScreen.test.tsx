import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_VALUER_QUALIFICATION } from '@valuation/contracts';
import { renderWithTheme } from '../../test/render';
import { ExpertProfileScreen } from './ExpertProfileScreen';

const empty = {
  qualification: DEFAULT_VALUER_QUALIFICATION,
  qualificationIsDefault: true,
  signatureUrl: null,
  updatedAt: null,
};

describe('ExpertProfileScreen', () => {
  it('saves the qualification line and uploads a signature', async () => {
    const onSaveQualification = jest.fn(async () => {});
    const onUploadSignature = jest.fn(async () => {});
    renderWithTheme(
      <ExpertProfileScreen
        profile={empty}
        onSaveQualification={onSaveQualification}
        onUploadSignature={onUploadSignature}
      />,
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText('No signature yet: certificates print your name only.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Qualification is required')).toBeVisible();
    expect(onSaveQualification).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: /Qualification/ }));
    await user.paste('  FGA DGA (Gem-A), Registered Valuer ');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(onSaveQualification).toHaveBeenCalledWith('FGA DGA (Gem-A), Registered Valuer');
    expect(await screen.findByText('Your valuer profile has been saved.')).toBeVisible();

    const file = new File(['png'], 'signature.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload signature'), file);
    expect(onUploadSignature).toHaveBeenCalledWith(file);
    expect(await screen.findByText('Your signature has been saved.')).toBeVisible();
  });

  it('shows the saved signature and the server’s sentence when an upload fails', async () => {
    renderWithTheme(
      <ExpertProfileScreen
        profile={{ ...empty, qualificationIsDefault: false, signatureUrl: '/sig.jpg' }}
        onSaveQualification={jest.fn(async () => {})}
        onUploadSignature={jest.fn(async () => {
          throw new Error('"a.png" could not be read as an image.');
        })}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Signature as printed on certificates' }),
    ).toHaveAttribute('src', '/sig.jpg');
    const user = userEvent.setup({ delay: null });
    await user.upload(
      screen.getByLabelText('Replace signature'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be read as an image');
  });
});
