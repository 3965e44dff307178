import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { POSTAL_ADDRESS_FIELD_LABELS as LABELS } from '@valuation/contracts';
import type { WizardFieldRenderer } from '../WizardField';
import { WIZARD_TEXTS } from '../wizardValues';
import { LazySaveContactBox } from './LazySaveContactBox';
import type { SaveContactBoxProps } from './SaveContactBox';

/** A checkbox with its label's height (MUI's 42 px), while the box's code loads. */
const BOX_HEIGHT = 42;

export interface PersonalDetailsStepProps {
  /** Renders a text field of the form by name. */
  field: WizardFieldRenderer;
  /**
   * A signed-in customer typed a phone or address their profile does not hold: the box "Save this
   * phone number and address to my profile" (omitted: not shown).
   */
  saveContact?: SaveContactBoxProps;
}

/** Step 2, "Personal Details": name, email, phone and the postal address. */
export function PersonalDetailsStep({ field, saveContact }: PersonalDetailsStepProps) {
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="valuation-personal-heading">
        <Typography id="valuation-personal-heading" component="h2" variant="h4" sx={{ mb: 1 }}>
          {WIZARD_TEXTS.personalHeading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Fields marked * are required.
        </Typography>
        <Box
          sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {field('firstName', 'First name', { required: true, autoComplete: 'given-name' })}
          {field('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}
          {field('email', 'Email', {
            required: true,
            type: 'email',
            autoComplete: 'email',
            slotProps: { htmlInput: { inputMode: 'email' } },
          })}
          {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="valuation-address-heading">
        <Typography id="valuation-address-heading" component="h3" variant="h5" sx={{ mb: 2 }}>
          {WIZARD_TEXTS.addressHeading}
        </Typography>
        <Box
          sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            {field('address.street', LABELS.street, {
              required: true,
              autoComplete: 'street-address',
            })}
          </Box>
          {field('address.city', LABELS.city, { required: true, autoComplete: 'address-level2' })}
          {field('address.state', LABELS.state, { autoComplete: 'address-level1' })}
          {field('address.postalCode', LABELS.postalCode, {
            required: true,
            autoComplete: 'postal-code',
          })}
          {field('address.country', LABELS.country, {
            required: true,
            autoComplete: 'country-name',
          })}
        </Box>
        {saveContact ? (
          <Suspense fallback={<Box sx={{ height: BOX_HEIGHT }} />}>
            <LazySaveContactBox {...saveContact} />
          </Suspense>
        ) : null}
      </Box>
    </Stack>
  );
}
