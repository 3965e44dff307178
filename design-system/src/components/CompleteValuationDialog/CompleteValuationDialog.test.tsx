import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import {
  CompleteValuationDialog,
  type CompleteValuationDialogProps,
} from './CompleteValuationDialog';

/**
 * The form alone (the staff screen's test checks how it is opened and fed): each text goes in as
 * one change, and user-event skips its pointer-events check, which costs a getComputedStyle per
 * click (jsdom matches every emotion rule for it); on the shared 2-core machine typing and
 * checking each click took this form's test past 20 s.
 */
function setup(props: Partial<CompleteValuationDialogProps> = {}) {
  const handlers = {
    onClose: jest.fn(),
    onPreview: jest.fn(async () => 'blob:preview'),
    onSubmit: jest.fn(async () => {}),
  };
  renderWithTheme(
    <CompleteValuationDialog
      open
      service="watch"
      initialIdentity={{ brand: 'Rolex', reference: '126610LN' }}
      initialBasis="probate"
      customerDescription="Submariner Date, bought 2021 from an authorised dealer."
      {...handlers}
      {...props}
    />,
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const form = within(screen.getByRole('dialog', { name: 'Complete valuation' }));
  return { user, form, ...handlers };
}

function fill(form: ReturnType<typeof within>, label: RegExp, text: string) {
  fireEvent.change(form.getByLabelText(label), { target: { value: text } });
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  form: ReturnType<typeof within>,
  grade: string,
) {
  await user.click(form.getByLabelText(/^Condition/));
  await user.click(screen.getByRole('option', { name: grade }));
}

const WATCH = {
  value: 12450,
  basis: 'market',
  assessedDescription: 'Rolex Submariner Date, steel, 41 mm.',
  identity: {
    brand: 'Rolex',
    model: 'Submariner Date',
    reference: '126610LN',
    condition: 'Excellent',
  },
};

describe('CompleteValuationDialog', () => {
  it("starts from the request's identity and purpose, and shows the customer's words apart", () => {
    const { form } = setup();
    expect(form.getByLabelText(/^Maker/)).toHaveValue('Rolex');
    expect(form.getByLabelText(/^Reference/)).toHaveValue('126610LN');
    expect(form.getByLabelText(/^Model/)).toHaveValue('');
    expect(form.getByRole('radio', { name: 'Probate' })).toBeChecked();
    // the expert writes their own description: the customer's is shown, not copied
    expect(form.getByLabelText(/^Assessed description/)).toHaveValue('');
    expect(form.getByText(/bought 2021 from an authorised dealer/)).toBeVisible();
  });

  it('says what each field needs before it renders a preview', async () => {
    const { user, form, onPreview } = setup();
    fill(form, /^Value/, 'abc');
    await user.click(form.getByRole('button', { name: 'Preview certificate' }));
    expect(form.getByText(/Enter the value in pounds/)).toBeVisible();
    expect(form.getByText('Model is required')).toBeVisible();
    expect(form.getByText('Condition is required')).toBeVisible();
    expect(form.getByText('Assessed description is required')).toBeVisible();
    expect(onPreview).not.toHaveBeenCalled();
  });

  it('issues only after the preview and an explicit confirmation', async () => {
    const { user, form, onPreview, onSubmit, onClose } = setup();
    fill(form, /^Value/, '£12,450');
    fill(form, /^Model/, 'Submariner Date');
    await choose(user, form, 'Excellent');
    fill(form, /^Assessed description/, 'Rolex Submariner Date, steel, 41 mm.');
    await user.click(form.getByRole('radio', { name: 'Market value' }));
    await user.click(form.getByRole('button', { name: 'Preview certificate' }));
    expect(onPreview).toHaveBeenCalledWith(WATCH);

    const check = within(await screen.findByRole('dialog', { name: 'Check the certificate' }));
    expect(check.getByRole('link', { name: 'Open the certificate preview (PDF)' })).toHaveAttribute(
      'href',
      'blob:preview',
    );
    expect(check.getByText('Submariner Date')).toBeVisible();
    expect(check.getByText('£12,450')).toBeVisible();
    await user.click(check.getByRole('button', { name: 'Issue certificate' }));
    expect(check.getByText('Please confirm that you have checked the preview')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(
      check.getByRole('checkbox', {
        name: 'I have checked the preview and want to issue this certificate',
      }),
    );
    await user.click(check.getByRole('button', { name: 'Issue certificate' }));
    expect(onSubmit).toHaveBeenCalledWith(WATCH);
    expect(onClose).toHaveBeenCalled();
  });

  it('goes back to the form with what was typed, and must be previewed again', async () => {
    const { user, form, onPreview } = setup({ service: 'art', initialIdentity: {} });
    // an artwork is identified by its artist, title, medium, dimensions and date
    fill(form, /^Artist/, 'L. S. Lowry');
    fill(form, /^Title/, 'Mill Scene');
    expect(form.getByLabelText(/^Medium/)).toBeVisible();
    await choose(user, form, 'Good');
    fill(form, /^Value/, '100');
    fill(form, /^Assessed description/, 'Oil on board.');
    await user.click(form.getByRole('button', { name: 'Preview certificate' }));
    const check = within(await screen.findByRole('dialog', { name: 'Check the certificate' }));
    await user.click(check.getByRole('button', { name: 'Back to edit' }));
    const again = within(screen.getByRole('dialog', { name: 'Complete valuation' }));
    expect(again.getByLabelText(/^Artist/)).toHaveValue('L. S. Lowry');
    await user.click(again.getByRole('button', { name: 'Preview certificate' }));
    expect(onPreview).toHaveBeenCalledTimes(2);
    expect(onPreview).toHaveBeenLastCalledWith(
      expect.objectContaining({
        identity: { artist: 'L. S. Lowry', title: 'Mill Scene', condition: 'Good' },
      }),
    );
  });

  it("keeps the form open with the server's sentence when the preview fails", async () => {
    const { user, form, onSubmit } = setup({
      onPreview: jest.fn(async () => {
        throw new Error('An unpaid request cannot be worked on.');
      }),
    });
    fill(form, /^Value/, '100');
    fill(form, /^Model/, 'Submariner Date');
    await choose(user, form, 'Good');
    fill(form, /^Assessed description/, 'Steel.');
    await user.click(form.getByRole('button', { name: 'Preview certificate' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'An unpaid request cannot be worked on.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
