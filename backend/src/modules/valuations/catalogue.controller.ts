import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CATALOGUE } from '@valuation/contracts';
import { CatalogueDto } from './dto/catalogue.dto';

@ApiTags('valuations')
@Controller('valuations')
export class CatalogueController {
  @Get('catalogue')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'Services, tiers, prices (GBP), turnarounds, brands and upload limits (public)',
  })
  @ApiOkResponse({ type: CatalogueDto })
  catalogue(): CatalogueDto {
    return CATALOGUE as CatalogueDto;
  }
}
