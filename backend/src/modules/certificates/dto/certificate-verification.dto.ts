import { ApiProperty } from '@nestjs/swagger';
import {
  SERVICE_TYPES,
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

  @ApiProperty({ enum: SERVICE_TYPES })
  service: ServiceType;

  @ApiProperty({ example: 'Rolex: Submariner Date 126610LN, steel, 2021, box and papers' })
  itemSummary: string;

  @ApiProperty({ example: 12450 })
  value: number;

  @ApiProperty({ enum: ['GBP'] })
  currency: 'GBP';

  @ApiProperty({ enum: VALUATION_BASES })
  basis: ValuationBasis;

  @ApiProperty({ example: 'Eleanor Grant' })
  valuer: string;

  @ApiProperty({ enum: ['valid', 'superseded'] })
  status: 'valid' | 'superseded';

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/certificates/LVC-7K3Q-9M2D/photo.jpg',
    description: "A small preview of the item's first photo",
  })
  photoUrl: string | null;
}
