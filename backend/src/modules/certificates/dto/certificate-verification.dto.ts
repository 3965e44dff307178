import { ApiProperty } from '@nestjs/swagger';
import {
  CERTIFICATE_STATUSES,
  SERVICE_TYPES,
  type CertificateStatus,
  VALUATION_BASES,
  type CertificateVerification,
  type ServiceType,
  type ValuationBasis,
} from '@valuation/contracts';

/** What /verify/:reference shows: the certificate, nothing else about the customer. */
export class CertificateVerificationDto implements CertificateVerification {
  @ApiProperty({ example: 'LVC-7K3Q-9M2D' })
  reference: string;

  @ApiProperty({ type: String, format: 'date-time' })
  issuedAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'The date the certificate prints as "Valid until" (two years after issue)',
  })
  validUntil: string;

  @ApiProperty({ enum: SERVICE_TYPES })
  service: ServiceType;

  @ApiProperty({
    example: 'Rolex · Submariner Date · 126610LN · ••••41K9 · Oystersteel · 41 mm · Excellent',
    description: 'A serial number (or date code) shows only its last four characters',
  })
  itemSummary: string;

  @ApiProperty({ example: 12450 })
  value: number;

  @ApiProperty({ enum: ['GBP'] })
  currency: 'GBP';

  @ApiProperty({ enum: VALUATION_BASES })
  basis: ValuationBasis;

  @ApiProperty({ example: 'Eleanor Grant' })
  valuer: string;

  @ApiProperty({
    enum: CERTIFICATE_STATUSES,
    description: '`expired` once `validUntil` has passed',
  })
  status: CertificateStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/certificates/LVC-7K3Q-9M2D/photo.jpg',
    description: "A small preview of the item's first photo",
  })
  photoUrl: string | null;
}
