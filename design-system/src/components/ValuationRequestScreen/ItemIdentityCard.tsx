import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  identityRows,
  ITEM_IDENTITY_FIELDS,
  ITEM_IDENTITY_LABELS,
  VALUATION_PURPOSE_TEXTS,
  type Valuation,
} from '@valuation/contracts';
import { SectionCard } from '../SectionCard';
import { Detail } from './Detail';

export const ITEM_IDENTITY_TEXTS = {
  title: 'The item',
  purpose: 'Valuation for',
  given: 'The details you gave',
  noneGiven: 'You gave no model, reference or serial number.',
  recorded: 'As identified by the expert',
  recordedNote: 'As your certificate records them.',
} as const;

export interface ItemIdentityCardProps {
  valuation: Pick<Valuation, 'serviceType' | 'purpose' | 'result'> &
    Partial<Pick<Valuation, 'itemModel' | 'itemReference' | 'itemSerial'>>;
}

/**
 * The request page's item identity (issue 25): what the valuation is for, the model, reference
 * and serial number the customer gave, and once completed the identity the expert recorded, as
 * the certificate prints it (contracts' identityRows).
 */
export function ItemIdentityCard({ valuation: v }: ItemIdentityCardProps) {
  const given = ITEM_IDENTITY_FIELDS.map((key) => ({
    key,
    label: ITEM_IDENTITY_LABELS[key],
    value: v[key]?.trim() ?? '',
  })).filter((row) => row.value !== '');
  const recorded = v.result?.identity ? identityRows(v.serviceType, v.result.identity) : [];
  const headingId = useId();

  return (
    <SectionCard title={ITEM_IDENTITY_TEXTS.title}>
      <Box component="dl" sx={{ m: 0 }}>
        <Detail label={ITEM_IDENTITY_TEXTS.purpose}>
          {VALUATION_PURPOSE_TEXTS[v.purpose]?.label ?? v.purpose}
        </Detail>
      </Box>
      <Typography component="h3" variant="h6" sx={{ mt: 1, mb: 1 }}>
        {ITEM_IDENTITY_TEXTS.given}
      </Typography>
      {given.length > 0 ? (
        <Box component="dl" sx={{ m: 0 }}>
          {given.map((row) => (
            <Detail key={row.key} label={row.label}>
              {row.value}
            </Detail>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{ITEM_IDENTITY_TEXTS.noneGiven}</Typography>
      )}
      {recorded.length > 0 ? (
        <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
          <Typography id={headingId} component="h3" variant="h6">
            {ITEM_IDENTITY_TEXTS.recorded}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {ITEM_IDENTITY_TEXTS.recordedNote}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {recorded.map((row) => (
              <Detail key={row.key} label={row.label}>
                {row.value}
              </Detail>
            ))}
          </Box>
        </Box>
      ) : null}
    </SectionCard>
  );
}
