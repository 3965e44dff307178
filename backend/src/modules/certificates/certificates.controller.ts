import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { CertificatesService } from './certificates.service';
import { CertificateVerificationDto } from './dto/certificate-verification.dto';

@ApiTags('certificates')
@Controller('certificates')
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get(':reference')
  @ApiOperation({
    summary:
      'Verify a certificate (public): valid or superseded, with the item summary, value, basis and valuer; nothing about the customer',
  })
  @ApiOkResponse({ type: CertificateVerificationDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown reference' })
  verify(@Param('reference') reference: string): Promise<CertificateVerificationDto> {
    return this.certificates.verify(reference);
  }
}
