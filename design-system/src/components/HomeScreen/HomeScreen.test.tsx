import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { CATALOGUE } from '@valuation/contracts';
import { HomeScreen } from './HomeScreen';
import { HOME_VISIT_SUBJECT, homeVisitEnquiryMessage } from './homeVisitEnquiry';

function renderHome(props: Partial<Parameters<typeof HomeScreen>[0]> = {}) {
  const onGetStarted = jest.fn();
  const onScheduleHomeVisit = jest.fn();
  renderWithTheme(
    <HomeScreen
      onGetStarted={onGetStarted}
      onScheduleHomeVisit={onScheduleHomeVisit}
      catalogue={CATALOGUE}
      {...props}
    />,
  );
  return { onGetStarted, onScheduleHomeVisit };
}

describe('HomeScreen', () => {
  it('has one h1 and the hero, the six reasons and the insurance offers', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Our valuation services' })).toBeInTheDocument();
    const why = screen.getByRole('region', { name: 'Why Choose Our Valuation Services' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(6);
    expect(within(why).getByRole('heading', { name: 'Certified Valuers' })).toBeInTheDocument();
    expect(
      within(why).getByText(/based on service time, not on the value of your items/),
    ).toBeInTheDocument();
  });

  it('hands the shown slide’s service to onGetStarted', () => {
    const { onGetStarted } = renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started Now' }));
    expect(onGetStarted).toHaveBeenCalledWith('watch');
  });

  it('links Start Online Valuation to /valuation and calls back for Schedule Home Visit', () => {
    const { onScheduleHomeVisit } = renderHome();
    expect(screen.getByRole('link', { name: 'Start Online Valuation' })).toHaveAttribute(
      'href',
      '/valuation',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schedule Home Visit' }));
    expect(onScheduleHomeVisit).toHaveBeenCalledTimes(1);
  });

  it('shows the prices of the catalogue', () => {
    renderHome();
    expect(screen.getByText('From £55 (express from £75)')).toBeInTheDocument();
    expect(screen.getByText('£185 per hour')).toBeInTheDocument();
  });

  it('states the home visit deposit as the Services page does (50%), not "may be required"', () => {
    renderHome();
    expect(screen.getByText(/A 50% deposit is paid when you book\./)).toBeInTheDocument();
    expect(screen.queryByText(/deposit may be required/i)).not.toBeInTheDocument();
  });

  it('shows no figures before the catalogue has loaded', () => {
    renderHome({ catalogue: undefined });
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Home Visit' })).toBeEnabled();
  });
});

describe('homeVisitEnquiryMessage', () => {
  it('drafts an enquiry quoting the hourly rate', () => {
    expect(HOME_VISIT_SUBJECT).toBe('Home Visit Valuation Service Enquiry');
    expect(homeVisitEnquiryMessage(185)).toContain('£185 per hour');
    expect(homeVisitEnquiryMessage(200)).toContain('£200 per hour');
  });
});
