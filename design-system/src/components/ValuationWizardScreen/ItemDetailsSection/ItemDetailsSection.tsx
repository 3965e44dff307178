import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VALUATION_RULES, type Catalogue } from '@valuation/contracts';
import { formatPrice } from '../../../catalogue';
import { ImageUploader } from '../../ImageUploader';
import type { WizardFieldRenderer } from '../WizardField';
import { PHOTO_GUIDANCE, WIZARD_TEXTS, type ValuationWizardValues } from '../wizardValues';

export interface ItemDetailsSectionProps {
  catalogue: Catalogue;
  values: Pick<
    ValuationWizardValues,
    'serviceType' | 'watchBrand' | 'handbagBrand' | 'autoRevalue'
  >;
  /** Renders a text field of the form by name. */
  field: WizardFieldRenderer;
  photos: File[];
  onPhotosChange: (photos: File[]) => void;
  photoError?: string;
  /** The auto-revalue checkbox (named `autoRevalue`). */
  onCheckboxChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}

/**
 * "Item Details": the brand (watches, handbags), the description, value and year (jewellery,
 * handbags), the photos and auto-revalue.
 */
export function ItemDetailsSection({
  catalogue,
  values,
  field,
  photos,
  onPhotosChange,
  photoError,
  onCheckboxChange,
  disabled = false,
}: ItemDetailsSectionProps) {
  const brandField = (kind: 'watch' | 'handbag') => {
    const brands = kind === 'watch' ? catalogue.watchBrands : catalogue.handbagBrands;
    const name = kind === 'watch' ? 'watchBrand' : 'handbagBrand';
    const other = kind === 'watch' ? 'otherWatchBrand' : 'otherHandbagBrand';
    const label = kind === 'watch' ? 'Watch brand' : 'Handbag brand';
    return (
      <>
        {field(name, label, {
          select: true,
          // Exactly the spec's list: a customer who does not know picks "Other" and says so.
          children: brands.map((brand) => (
            <MenuItem key={brand} value={brand}>
              {brand}
            </MenuItem>
          )),
        })}
        {values[name] === 'Other'
          ? field(other, kind === 'watch' ? 'Other watch brand' : 'Other handbag brand', {
              required: true,
              slotProps: { htmlInput: { maxLength: VALUATION_RULES.maxBrandLength } },
            })
          : null}
      </>
    );
  };

  const jewelleryOrHandbag = values.serviceType === 'jewellery' || values.serviceType === 'handbag';
  const guidance = values.serviceType ? PHOTO_GUIDANCE[values.serviceType] : undefined;

  return (
    <Box component="section" aria-labelledby="valuation-details-heading">
      <Typography id="valuation-details-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
        {WIZARD_TEXTS.detailsHeading}
      </Typography>
      <Stack spacing={1}>
        {values.serviceType === 'watch' ? brandField('watch') : null}
        {values.serviceType === 'handbag' ? brandField('handbag') : null}
        {field('itemDescription', 'Item description', {
          multiline: true,
          minRows: 4,
          required: true,
          helperText:
            'Required. What the item is, its maker, materials, condition, any marks, and papers or box.',
          slotProps: { htmlInput: { maxLength: VALUATION_RULES.maxDescriptionLength } },
        })}
        {jewelleryOrHandbag ? (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {field('lastKnownValue', 'Last known value', {
              placeholder: '£',
              slotProps: {
                htmlInput: { maxLength: VALUATION_RULES.maxLastKnownValueLength },
              },
            })}
            {field('yearOfPurchase', 'Year of purchase', {
              placeholder: 'YYYY',
              slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 4 } },
            })}
          </Box>
        ) : null}
        {guidance ? (
          <Box component="section" aria-labelledby="valuation-photo-guidance" sx={{ pt: 2 }}>
            <Typography id="valuation-photo-guidance" component="h3" variant="h6">
              {guidance.title}
            </Typography>
            <Box component="ul" sx={{ my: 1, pl: 3, color: 'text.secondary' }}>
              {guidance.shots.map((shot) => (
                <li key={shot}>{shot}</li>
              ))}
            </Box>
          </Box>
        ) : null}
        <ImageUploader
          files={photos}
          onChange={onPhotosChange}
          limits={catalogue.images}
          label="Photos (at least one is needed)"
          error={photoError}
          disabled={disabled}
        />
        <FormControlLabel
          sx={{ pt: 2 }}
          control={
            <Checkbox
              name="autoRevalue"
              checked={values.autoRevalue}
              onChange={onCheckboxChange}
              disabled={disabled}
            />
          }
          label={`Auto-revalue: revalue my item after ${catalogue.autoRevalue.afterYears} years for an extra ${formatPrice(catalogue.autoRevalue.price, catalogue.currency)}`}
        />
      </Stack>
    </Box>
  );
}
