import { Fragment, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ITEM_IDENTITY_FIELDS,
  ITEM_IDENTITY_LABELS,
  VALUATION_PURPOSE_TEXTS,
  VALUATION_PURPOSES,
  VALUATION_RULES,
  type Catalogue,
} from '@valuation/contracts';
import { formatPrice } from '../../../catalogue';
import { ImageUploader } from '../../ImageUploader';
import type { WizardFieldRenderer } from '../WizardField';
import {
  PHOTO_GUIDANCE,
  PHOTOS_ID,
  WIZARD_TEXTS,
  type ValuationWizardValues,
} from '../wizardValues';

export interface ItemDetailsSectionProps {
  catalogue: Catalogue;
  values: Pick<
    ValuationWizardValues,
    'serviceType' | 'purpose' | 'watchBrand' | 'handbagBrand' | 'autoRevalue'
  >;
  /** Renders a text field of the form by name. */
  field: WizardFieldRenderer;
  photos: File[];
  onPhotosChange: (photos: File[]) => void;
  photoError?: string;
  /** Formik's change handler, for the purpose's radios and the auto-revalue checkbox. */
  onCheckboxChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}

/**
 * "Item Details": what the valuation is for, the brand (watches, handbags), the model, reference
 * and serial a customer may know, the description, value and year (jewellery, handbags), the
 * photos and auto-revalue.
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
          // As data: the MenuItems are drawn by the select's own chunk.
          options: brands.map((brand) => ({ value: brand, label: brand })),
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
        <FormControl sx={{ pb: 2 }}>
          <FormLabel id="valuation-purpose-label">{WIZARD_TEXTS.purposeLabel}</FormLabel>
          <RadioGroup
            name="purpose"
            aria-labelledby="valuation-purpose-label"
            value={values.purpose}
            onChange={onCheckboxChange}
          >
            {VALUATION_PURPOSES.map((purpose) => (
              <FormControlLabel
                key={purpose}
                value={purpose}
                disabled={disabled}
                control={<Radio />}
                label={
                  <>
                    {VALUATION_PURPOSE_TEXTS[purpose].label}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` · ${VALUATION_PURPOSE_TEXTS[purpose].hint}`}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
        {values.serviceType === 'watch' ? brandField('watch') : null}
        {values.serviceType === 'handbag' ? brandField('handbag') : null}
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {ITEM_IDENTITY_FIELDS.map((name) => (
            <Fragment key={name}>
              {field(name, ITEM_IDENTITY_LABELS[name], {
                helperText: 'Optional',
                slotProps: { htmlInput: { maxLength: VALUATION_RULES.maxIdentityFieldLength } },
              })}
            </Fragment>
          ))}
        </Box>
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
          id={PHOTOS_ID}
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
