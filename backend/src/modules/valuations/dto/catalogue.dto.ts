import { ApiProperty } from '@nestjs/swagger';
import {
  type AutoRevalue,
  type Catalogue,
  type CatalogueService,
  type CatalogueTier,
  type CatalogueTiers,
  type HomeVisit,
  type ImageLimits,
  SERVICE_TYPES,
  type ServiceType,
} from '@valuation/contracts';

export class CatalogueTierDto implements CatalogueTier {
  @ApiProperty({ example: 'Express' })
  name: string;

  @ApiProperty({ example: 75, description: 'Whole pounds (GBP)' })
  price: number;

  @ApiProperty({ example: '1 business day' })
  turnaround: string;
}

export class CatalogueTiersDto implements CatalogueTiers {
  @ApiProperty({ type: CatalogueTierDto })
  express: CatalogueTierDto;

  @ApiProperty({ type: CatalogueTierDto })
  standard: CatalogueTierDto;
}

export class CatalogueServiceDto implements CatalogueService {
  @ApiProperty({ enum: SERVICE_TYPES, example: 'jewellery' })
  type: ServiceType;

  @ApiProperty({ example: 'Jewellery' })
  name: string;

  @ApiProperty({ example: 'Professional jewellery valuation service' })
  title: string;

  @ApiProperty({ example: 'Professional jewellery valuation service' })
  description: string;

  @ApiProperty({ type: CatalogueTiersDto })
  tiers: CatalogueTiersDto;
}

export class HomeVisitDto implements HomeVisit {
  @ApiProperty({ example: 185, description: 'Pounds per hour' })
  hourlyRate: number;

  @ApiProperty({ example: 0.5, description: 'Share of the price paid as a deposit when booking' })
  depositRate: number;

  @ApiProperty({ example: 1, description: 'Shortest visit, in hours' })
  minHours: number;

  @ApiProperty({ example: 4, description: 'Longest visit, in hours' })
  maxHours: number;

  @ApiProperty({ example: 'GBP', enum: ['GBP'] })
  currency: 'GBP';
}

export class AutoRevalueDto implements AutoRevalue {
  @ApiProperty({ example: 20, description: 'Extra pounds' })
  price: number;

  @ApiProperty({ example: 2, description: 'Revalued after this many years' })
  afterYears: number;
}

export class ImageLimitsDto implements ImageLimits {
  @ApiProperty({ example: 5 })
  maxFiles: number;

  @ApiProperty({ example: 10485760 })
  maxFileSizeBytes: number;

  @ApiProperty({ type: [String], example: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] })
  types: string[];
}

export class CatalogueDto implements Catalogue {
  @ApiProperty({ example: 'GBP' })
  currency: 'GBP';

  @ApiProperty({
    type: [CatalogueServiceDto],
    description: 'In this order: jewellery, watch, handbag, art',
  })
  services: CatalogueServiceDto[];

  @ApiProperty({ type: [String], example: ['Rolex', 'Patek Philippe', 'Other'] })
  watchBrands: string[];

  @ApiProperty({ type: [String], example: ['Hermès', 'Louis Vuitton', 'Other'] })
  handbagBrands: string[];

  @ApiProperty({ type: HomeVisitDto })
  homeVisit: HomeVisitDto;

  @ApiProperty({ type: AutoRevalueDto })
  autoRevalue: AutoRevalueDto;

  @ApiProperty({ type: ImageLimitsDto })
  images: ImageLimitsDto;
}
