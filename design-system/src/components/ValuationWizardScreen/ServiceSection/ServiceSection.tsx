import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Catalogue, ServiceType } from '@valuation/contracts';
import { formatPrice } from '../../../catalogue';
import { ChoiceCard } from '../ChoiceCard';
import { WIZARD_TEXTS } from '../wizardValues';

export interface ServiceSectionProps {
  services: Catalogue['services'];
  selected: ServiceType | '';
  onSelect: (type: ServiceType) => void;
}

/** "Choose a Service": one card per service of the catalogue, with its lowest price. */
export function ServiceSection({ services, selected, onSelect }: ServiceSectionProps) {
  return (
    <Box component="section" aria-labelledby="valuation-service-heading">
      <Typography id="valuation-service-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
        {WIZARD_TEXTS.serviceHeading}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby="valuation-service-heading"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {services.map((item) => (
          <ChoiceCard
            key={item.type}
            selected={selected === item.type}
            onSelect={() => onSelect(item.type)}
            title={item.title}
          >
            {item.description !== item.title ? (
              <Typography color="text.secondary" variant="body2" component="span">
                {item.description}
              </Typography>
            ) : null}
            <Typography
              color="text.secondary"
              variant="body2"
              component="span"
              sx={{ display: 'block', mt: 0.5 }}
            >
              From {formatPrice(Math.min(item.tiers.express.price, item.tiers.standard.price))}
            </Typography>
          </ChoiceCard>
        ))}
      </Box>
    </Box>
  );
}
