import { ApiProperty } from '@nestjs/swagger';
import { Rule } from '../../../common/validation/rule.decorator';
import { PHOTO_VARIANTS, type PhotoVariant } from '../photo-storage.service';

const text = (label: string, max: number) => (v: unknown) =>
  typeof v === 'string' && v.length <= max ? null : `${label} is missing or not valid`;

/** The query of a signed photo URL (only the API mints these). */
export class PhotoQueryDto {
  @ApiProperty({ enum: PHOTO_VARIANTS })
  @Rule('variant', (v) =>
    (PHOTO_VARIANTS as readonly unknown[]).includes(v) ? null : 'Variant must be full or preview',
  )
  variant: PhotoVariant;

  @ApiProperty({ description: 'Expiry, seconds since 1970', example: '1764000000' })
  @Rule('exp', text('The expiry', 20))
  exp: string;

  @ApiProperty({ description: 'HMAC signature' })
  @Rule('sig', text('The signature', 100))
  sig: string;
}
