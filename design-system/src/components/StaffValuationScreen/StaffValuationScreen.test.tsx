import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
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

/**
 * Puts the text in a field as one change (typing key by key, or clicking first, renders the dialog
 * again for each event: slow in jsdom on a busy machine).
 */
async function typeInto(
  _user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  fireEvent.change(field, { target: { value: text } });
  return Promise.resolve();
}

function setup(props: Partial<StaffValuationScreenProps> = {}) {
  const handlers = {
    onAssign: jest.fn(async () => {}),
    onRequestInfo: jest.fn(async () => {}),
    onComplete: jest.fn(async () => {}),
    onPreviewCertificate: jest.fn(async () => 'blob:preview'),
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
  // Skipping user-event's pointer-events check spares a getComputedStyle per click (jsdom matches
  // every emotion rule for each).
  return {
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
    ...handlers,
  };
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
    expect(screen.getByText(/12 Mount Street/)).toBeVisible();
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
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
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
    const dialog = await screen.findByRole('dialog', { name: 'Request more information' });
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

  it("opens the completion form from the request's identity and purpose, wired to the preview", async () => {
    // the form's own rules and its confirmation step: CompleteValuationDialog.test.tsx
    const { user, onComplete, onPreviewCertificate } = setup({
      valuation: sampleStaffValuation({ purpose: 'probate', itemReference: '126610LN' }),
    });
    await user.click(screen.getByRole('button', { name: 'Complete valuation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete valuation' }));
    expect(dialog.getByText(/bought 2021 from an authorised dealer/)).toBeVisible();
    expect(dialog.getByLabelText(/^Maker/)).toHaveValue('Rolex');
    expect(dialog.getByLabelText(/^Reference/)).toHaveValue('126610LN');
    expect(dialog.getByRole('radio', { name: 'Probate' })).toBeChecked();
    await typeInto(user, dialog.getByLabelText(/^Value/), '12,450');
    await typeInto(user, dialog.getByLabelText(/^Model/), 'Submariner Date');
    await user.click(dialog.getByLabelText(/^Condition/));
    await user.click(screen.getByRole('option', { name: 'Excellent' }));
    await typeInto(user, dialog.getByLabelText(/^Assessed description/), 'Steel, 41 mm.');
    await user.click(dialog.getByRole('button', { name: 'Preview certificate' }));
    expect(onPreviewCertificate).toHaveBeenCalledWith({
      value: 12450,
      basis: 'probate',
      assessedDescription: 'Steel, 41 mm.',
      identity: {
        brand: 'Rolex',
        model: 'Submariner Date',
        reference: '126610LN',
        condition: 'Excellent',
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Check the certificate' })).toBeVisible();
    expect(onComplete).not.toHaveBeenCalled();
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

  it("says before the form that a certificate needs the valuer's qualification and signature", () => {
    const gap =
      'Add your qualification and signature in Staff › Valuer profile before issuing a certificate.';
    setup({ valuerProfileGap: gap });
    const complete = screen.getByRole('button', { name: 'Complete valuation' });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription(`${gap} Open your valuer profile`);
    expect(screen.getByRole('link', { name: 'Open your valuer profile' })).toHaveAttribute(
      'href',
      '/staff/profile',
    );
    expect(screen.getByRole('button', { name: 'Request more information' })).toBeEnabled();
  });

  it('lets an admin assign another expert', async () => {
    const { user, onAssign } = setup({ viewer: admin, experts: sampleExperts });
    await user.click(screen.getByRole('button', { name: 'Assign to another expert' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign to an expert' }));
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
    const dialog = within(await screen.findByRole('dialog', { name: 'Recommend revaluation' }));
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
