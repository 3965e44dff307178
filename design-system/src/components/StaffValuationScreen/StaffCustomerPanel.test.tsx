import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { sampleStaffValuation } from '../../test/staffFixtures';
import { StaffCustomerPanel } from './StaffCustomerPanel';

describe('StaffCustomerPanel', () => {
  it("links the request to the customer's conversation", () => {
    renderWithTheme(<StaffCustomerPanel valuation={sampleStaffValuation()} />);
    expect(screen.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      '/staff/conversations/3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
    );
    expect(screen.getByRole('link', { name: 'LV-4F8H-2J6K' })).toBeVisible();
  });

  it('says so when the customer has not written yet', () => {
    renderWithTheme(
      <StaffCustomerPanel valuation={sampleStaffValuation({ conversationId: null })} />,
    );
    expect(screen.queryByRole('link', { name: 'Open the conversation' })).not.toBeInTheDocument();
    expect(screen.getByText('No messages yet')).toBeVisible();
  });
});
