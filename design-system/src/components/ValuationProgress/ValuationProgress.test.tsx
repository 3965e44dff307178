import { screen } from '@testing-library/react';
import { VALUATION_NEXT_STEPS } from '@valuation/contracts';
import { renderWithTheme } from '../../test/render';
import { ValuationProgress } from './ValuationProgress';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('ValuationProgress', () => {
  it('says when the result is expected and what happens next', () => {
    renderWithTheme(
      <ValuationProgress status="paid" expectedBy="2026-11-26T10:00:00.000Z" now={NOW} />,
    );
    expect(screen.getByText('Expected by Thursday 26 November')).toBeInTheDocument();
    expect(screen.getByText(VALUATION_NEXT_STEPS.paid)).toBeInTheDocument();
  });

  it('says the year when the date is in another one', () => {
    renderWithTheme(
      <ValuationProgress status="in_review" expectedBy="2027-01-04T10:00:00.000Z" now={NOW} />,
    );
    expect(screen.getByText('Expected by Monday 4 January 2027')).toBeInTheDocument();
  });

  it('gives only the next step without a date', () => {
    renderWithTheme(<ValuationProgress status="completed" expectedBy={null} now={NOW} />);
    expect(screen.queryByText(/Expected by/)).not.toBeInTheDocument();
    expect(screen.getByText(VALUATION_NEXT_STEPS.completed)).toBeInTheDocument();
  });
});
