import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import {
  sampleCompletedValuation,
  sampleExperts,
  sampleStaffValuation,
} from '../../test/staffFixtures';
import { ACTION_REASONS, staffActions } from './staffActions';
import { StaffValuationScreen, type StaffValuationScreenProps } from './StaffValuationScreen';

// Dialog forms with MUI's multiline fields are slow in jsdom on the shared 2-core machine.
jest.setTimeout(20_000);

const expert = { id: sampleExperts[0].id, role: 'expert' as const };
const otherExpert = { id: sampleExperts[1].id, role: 'expert' as const };
const admin = { id: 'admin-1', role: 'admin' as const };

/** Clicks into a field and pastes the text (typing key by key is slow on a busy machine). */
async function typeInto(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}

function setup(props: Partial<StaffValuationScreenProps> = {}) {
  const handlers = {
    onAssign: jest.fn(async () => {}),
    onRequestInfo: jest.fn(async () => {}),
    onComplete: jest.fn(async () => {}),
    onRecommendRevaluation: jest.fn(async () => {}),
    onDownloadCertificate: jest.fn(),
  };
  renderWithTheme(
    <StaffValuationScreen
      valuation={sampleStaffValuation()}
      viewer={expert}
      {...handlers}
      {...props}
    />,
  );
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('staffActions', () => {
  it('lets the assignee and admins work a paid request, and says why others cannot', () => {
    const v = sampleStaffValuation();
    expect(staffActions(v, expert).complete.allowed).toBe(true);
    expect(staffActions(v, admin).complete.allowed).toBe(true);
    expect(staffActions(v, otherExpert).complete).toEqual({
      allowed: false,
      reason: ACTION_REASONS.notAssignee,
    });
    expect(staffActions(v, otherExpert).assign.allowed).toBe(true);
    expect(staffActions(v, expert).assign.reason).toBe(ACTION_REASONS.alreadyMine);
  });

  it('blocks every action on an unpaid request and recommends revaluation only when completed', () => {
    const unpaid = staffActions(sampleStaffValuation({ status: 'awaiting_payment' }), admin);
    for (const action of [unpaid.assign, unpaid.requestInfo, unpaid.complete]) {
      expect(action).toEqual({ allowed: false, reason: ACTION_REASONS.unpaid });
    }
    expect(unpaid.recommendRevaluation.allowed).toBe(false);
    expect(staffActions(sampleCompletedValuation(), expert).recommendRevaluation.allowed).toBe(
      true,
    );
    expect(
      staffActions(sampleStaffValuation({ status: 'info_requested' }), expert).requestInfo.reason,
    ).toBe(ACTION_REASONS.waiting);
  });
});

describe('StaffValuationScreen', () => {
  it('shows the item, the customer, other requests and the timeline with who did what', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Request LV-7K3Q-9M2D' })).toBeVisible();
    expect(screen.getByText('Rolex')).toBeVisible();
    expect(screen.getByText(/Submariner Date, steel/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'jane.doe@example.com' })).toBeVisible();
    expect(screen.getByText(/1 Bond Street/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'LV-4F8H-2J6K' })).toHaveAttribute(
      'href',
      '/staff/valuations/5e6f7a8b-9c0d-4e1f-2a3b-4c5d6e7f8091',
    );
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getByText(/by Eleanor Grant/)).toBeVisible();
    expect(timeline.getByText('Assigned to Eleanor Grant')).toBeVisible();
  });

  it('opens a photo in a viewer that zooms', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open photo 2 of 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 2 of 3' });
    expect(within(dialog).getByText('100%')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByText('150%')).toBeVisible();
    expect(within(dialog).getByRole('img')).toHaveStyle({ width: '150%' });
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeVisible();
  });

  it('the viewer answers its keys as it opens: + and - zoom, the arrows step', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open photo 2 of 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('+');
    expect(within(dialog).getByText('150%')).toBeVisible();
    await user.keyboard('-');
    expect(within(dialog).getByText('100%')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeVisible();
  });

  it('assigns an unassigned request to the viewer', async () => {
    const { user, onAssign } = setup({
      valuation: sampleStaffValuation({ status: 'paid', assignee: null }),
    });
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(onAssign).toHaveBeenCalledWith();
  });

  it('sends a request for more information with its message', async () => {
    const { user, onRequestInfo } = setup();
    await user.click(screen.getByRole('button', { name: 'Request more information' }));
    const dialog = screen.getByRole('dialog', { name: 'Request more information' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Message to the customer is required')).toBeVisible();
    await typeInto(
      user,
      within(dialog).getByRole('textbox', { name: /Message to the customer/ }),
      'Please add a photo of the caseback.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(onRequestInfo).toHaveBeenCalledWith('Please add a photo of the caseback.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('completes a valuation with value, basis, assessed description and notes', async () => {
    const { user, onComplete } = setup();
    await user.click(screen.getByRole('button', { name: 'Complete valuation' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Complete valuation' }));
    expect(dialog.getByRole('textbox', { name: /Assessed description/ })).toHaveValue(
      'Rolex: Submariner Date, steel, bought 2021 from an authorised dealer, box and papers.',
    );
    await typeInto(user, dialog.getByRole('textbox', { name: /Value/ }), 'abc');
    await user.click(dialog.getByRole('button', { name: 'Complete and issue certificate' }));
    expect(dialog.getByText(/Enter the value in pounds/)).toBeVisible();
    expect(onComplete).not.toHaveBeenCalled();
    await user.clear(dialog.getByRole('textbox', { name: /Value/ }));
    await typeInto(user, dialog.getByRole('textbox', { name: /Value/ }), '12,450');
    await user.click(dialog.getByRole('radio', { name: 'Market value' }));
    await typeInto(
      user,
      dialog.getByRole('textbox', { name: /Internal notes/ }),
      'Serial checked.',
    );
    await user.click(dialog.getByRole('button', { name: 'Complete and issue certificate' }));
    expect(onComplete).toHaveBeenCalledWith({
      value: 12450,
      basis: 'market',
      assessedDescription:
        'Rolex: Submariner Date, steel, bought 2021 from an authorised dealer, box and papers.',
      notes: 'Serial checked.',
    });
  });

  it("keeps the dialog open with the server's sentence when completing fails", async () => {
    const { user } = setup({
      onComplete: jest.fn(async () => {
        throw new Error('An unpaid request cannot be worked on.');
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Complete valuation' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Complete valuation' }));
    await typeInto(user, dialog.getByRole('textbox', { name: /Value/ }), '100');
    await user.click(dialog.getByRole('button', { name: 'Complete and issue certificate' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'An unpaid request cannot be worked on.',
    );
  });

  it('disables the work for an expert who is not the assignee, with the reason', () => {
    setup({ viewer: otherExpert });
    expect(screen.getByRole('button', { name: 'Complete valuation' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Complete valuation' })).toHaveAccessibleDescription(
      ACTION_REASONS.notAssignee,
    );
    expect(screen.getByRole('button', { name: 'Assign to me' })).toBeEnabled();
    expect(
      screen.queryByRole('button', { name: 'Assign to another expert' }),
    ).not.toBeInTheDocument();
  });

  it('lets an admin assign another expert', async () => {
    const { user, onAssign } = setup({ viewer: admin, experts: sampleExperts });
    await user.click(screen.getByRole('button', { name: 'Assign to another expert' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Assign to an expert' }));
    await user.click(dialog.getByRole('combobox', { name: /Expert/ }));
    await user.click(screen.getByRole('option', { name: /Marcus Reid/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(onAssign).toHaveBeenCalledWith(sampleExperts[1].id);
  });

  it('shows the result of a completed valuation, the certificate and the revaluation action', async () => {
    const { user, onRecommendRevaluation, onDownloadCertificate } = setup({
      valuation: sampleCompletedValuation(),
    });
    expect(screen.getByText('£12,450')).toBeVisible();
    expect(screen.getByRole('link', { name: 'LVC-7K3Q-9M2D' })).toHaveAttribute(
      'href',
      '/verify/LVC-7K3Q-9M2D',
    );
    expect(screen.queryByRole('button', { name: 'Complete valuation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download certificate (PDF)' }));
    expect(onDownloadCertificate).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Recommend revaluation' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Recommend revaluation' }));
    await typeInto(
      user,
      dialog.getByRole('textbox', { name: /Reason/ }),
      'Gold prices rose by 30%.',
    );
    await user.click(dialog.getByRole('button', { name: 'Send recommendation' }));
    expect(onRecommendRevaluation).toHaveBeenCalledWith('Gold prices rose by 30%.');
  });

  it('shows loading and a failure with a retry', async () => {
    const onRetry = jest.fn();
    setup({ valuation: undefined, errorMessage: 'Valuation not found', onRetry });
    expect(screen.getByText('Valuation not found')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
