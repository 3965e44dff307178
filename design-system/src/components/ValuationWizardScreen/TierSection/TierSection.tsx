import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Catalogue, CatalogueService, TierKey } from '@valuation/contracts';
import { formatPrice } from '../../../catalogue';
import { ChoiceCard } from '../ChoiceCard';
import { WIZARD_TEXTS } from '../wizardValues';

export interface TierSectionProps {
  service: CatalogueService;
  currency: Catalogue['currency'];
  selected: TierKey | '';
  onSelect: (tier: TierKey) => void;
}

/** "Service Level": the chosen service's tiers with price and turnaround. */
export function TierSection({ service, currency, selected, onSelect }: TierSectionProps) {
  return (
    <Box component="section" aria-labelledby="valuation-tier-heading">
      <Typography id="valuation-tier-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
        {WIZARD_TEXTS.tierHeading}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby="valuation-tier-heading"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {(Object.keys(service.tiers) as TierKey[]).map((key) => (
          <ChoiceCard
            key={key}
            selected={selected === key}
            onSelect={() => onSelect(key)}
            title={service.tiers[key].name}
          >
            <Typography component="span" variant="h5" sx={{ display: 'block', mt: 1 }}>
              {formatPrice(service.tiers[key].price, currency)}
            </Typography>
            <Typography component="span" color="text.secondary" variant="body2">
              {service.tiers[key].turnaround}
            </Typography>
          </ChoiceCard>
        ))}
      </Box>
    </Box>
  );
}
