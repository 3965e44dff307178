import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Catalogue } from '@valuation/contracts';
import { formatPrice } from '../../../catalogue';
import type { WizardPrice } from '../wizardValues';

export interface WizardSummaryProps {
  serviceName: string;
  tierName: string;
  price: WizardPrice;
  currency: Catalogue['currency'];
}

/** The chosen service and level with the total, announced politely as it changes. */
export function WizardSummary({ serviceName, tierName, price, currency }: WizardSummaryProps) {
  return (
    <Box
      role="status"
      sx={{
        mt: 4,
        p: 2,
        borderRadius: 2,
        bgcolor: 'action.hover',
        display: 'flex',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
      }}
    >
      <Typography>
        {serviceName}, {tierName}
        {price.autoRevalue ? ` + auto-revalue ${formatPrice(price.autoRevalue, currency)}` : ''}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>Total: {formatPrice(price.total, currency)}</Typography>
    </Box>
  );
}
