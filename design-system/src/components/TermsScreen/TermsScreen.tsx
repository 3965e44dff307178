import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { formatUkDate } from '@valuation/contracts';
import type { Catalogue } from '@valuation/contracts';
import { formatPrice, lowestPrice } from '../../catalogue';
import { PageHeader } from '../PageHeader';
import { StaticPart } from '../StaticPart';

export interface TermsScreenProps {
  /**
   * Shown as "Last updated: 21 November 2026" (en-GB). Absent while a prerendered page hydrates
   * (the build's date is not today's): the line keeps its place and the date follows.
   */
  lastUpdated?: Date;
  /** Prices of sections 2 and 8; without it those sections refer to the Services page. */
  catalogue?: Catalogue;
}

/** The local calendar date as YYYY-MM-DD (for the machine-readable <time>). */
function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "21 November 2026". */
export function formatTermsDate(date: Date): string {
  return formatUkDate(date, 'local');
}

interface TermsSection {
  title: string;
  body: ReactNode;
}

function termsSections(catalogue?: Catalogue): TermsSection[] {
  const price = (amount: number) => formatPrice(amount, catalogue?.currency);
  const standardFrom = catalogue ? lowestPrice(catalogue, 'standard') : undefined;
  const expressFrom = catalogue ? lowestPrice(catalogue, 'express') : undefined;

  return [
    {
      title: 'Services',
      body: (
        <Typography>
          Luxe Valuations provides valuations of jewellery, watches, designer handbags and art for
          insurance, probate and market purposes. Online valuations are based on the photographs and
          descriptions you submit; home and office visits are by appointment. Valuations are
          prepared by certified valuers.
        </Typography>
      ),
    },
    {
      title: 'Fees and Payment',
      body: (
        <>
          <Typography sx={{ mb: 1.5 }}>
            Fees are based on service time, not item value, and are charged in pounds sterling
            (GBP).{' '}
            {standardFrom !== undefined && expressFrom !== undefined
              ? `Online valuations start at ${price(standardFrom)} (standard); express is from ${price(expressFrom)}.`
              : 'The current fee of each service and turnaround is shown on our Services page.'}{' '}
            Payment is in advance for online valuations.
          </Typography>
          {catalogue ? (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {catalogue.services.map((service) => (
                <Typography component="li" key={service.type}>
                  {service.name}: express {price(service.tiers.express.price)} (
                  {service.tiers.express.turnaround}), standard{' '}
                  {price(service.tiers.standard.price)} ({service.tiers.standard.turnaround})
                </Typography>
              ))}
              <Typography component="li">
                Auto-revalue: your item is revalued after {catalogue.autoRevalue.afterYears} years
                for an extra {price(catalogue.autoRevalue.price)}
              </Typography>
            </Box>
          ) : null}
        </>
      ),
    },
    {
      title: 'Cancellations',
      body: (
        <Typography>
          Online valuations can be cancelled within 14 days if the service has not commenced. Home
          visits need 48 hours’ notice to cancel. A late cancellation fee of up to 50% of the
          service cost may be charged.
        </Typography>
      ),
    },
    {
      title: 'Refunds',
      body: (
        <Typography>
          Completed valuations are non-refundable. When an online valuation is cancelled within 14
          days and before the service has commenced, the fee paid is refunded.
        </Typography>
      ),
    },
    {
      title: 'Limitation of Liability',
      body: (
        <Typography>
          Our liability for any valuation is limited to the fee paid for it. A valuation is our
          professional opinion of the item’s value on the date it is made and is not a guarantee of
          any price on sale.
        </Typography>
      ),
    },
    {
      title: 'Valuation Reports',
      body: (
        <Typography>
          Each report states its purpose (insurance, probate or market value) and may be relied on
          for that purpose only. Values change with the market: with our lifetime valuation support
          we tell you when an update is needed.
        </Typography>
      ),
    },
    {
      title: 'Data Protection',
      body: (
        <Typography>
          We process your personal data in accordance with the UK Data Protection Act 2018 and the
          GDPR (as retained in UK law). Your records are kept secure and encrypted; you can download
          or delete your data from your profile settings at any time.
        </Typography>
      ),
    },
    {
      title: 'Home Visits',
      body: (
        <Typography>
          Home and office visits are by appointment and are charged at{' '}
          {catalogue
            ? `${price(catalogue.homeVisit.hourlyRate)} per hour`
            : 'the hourly rate shown on our Services page'}
          . A {catalogue ? `${catalogue.homeVisit.depositRate * 100}% ` : ''}deposit may be required
          when booking. Items are valued on site the same day; nothing is taken away for overnight
          storage.
        </Typography>
      ),
    },
    {
      title: 'Governing Law',
      body: (
        <Typography>
          These terms are governed by the law of England and Wales, and the courts of England and
          Wales have jurisdiction over any dispute arising from them.
        </Typography>
      ),
    },
  ];
}

/** /terms: nine numbered sections and the date they were last updated. */
export function TermsScreen({ lastUpdated, catalogue }: TermsScreenProps) {
  const sections = termsSections(catalogue);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 9 } }}>
      <PageHeader
        title="Terms and Conditions"
        subtitle={
          <>
            Last updated:{' '}
            {lastUpdated ? (
              <time dateTime={isoDate(lastUpdated)}>{formatTermsDate(lastUpdated)}</time>
            ) : null}
          </>
        }
        sx={{ mb: { xs: 4, md: 6 } }}
      />
      {/* The date is the visitor's (hydrated); the sections are static. */}
      <StaticPart name="terms-sections">
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sections.map((section, position) => (
            <Box component="li" key={section.title} sx={{ mb: { xs: 4, md: 5 } }}>
              <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
                {position + 1}. {section.title}
              </Typography>
              <Box sx={{ color: 'text.secondary' }}>{section.body}</Box>
            </Box>
          ))}
        </Box>
      </StaticPart>
    </Container>
  );
}
