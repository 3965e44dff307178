import { Controller, Get, Param, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { CertificatesService } from './certificates.service';
import { CertificateVerificationDto } from './dto/certificate-verification.dto';
import { sendStoredFile } from '../../infrastructure/storage/send-stored-file';

@ApiTags('certificates')
@Controller('certificates')
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get(':reference')
  @ApiOperation({
    summary:
      'Verify a certificate (public): valid, superseded or expired, with its validity date, the item summary (a serial number masked to its last four characters), value, basis and valuer; nothing about the customer',
  })
  @ApiOkResponse({ type: CertificateVerificationDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown reference' })
  verify(@Param('reference') reference: string): Promise<CertificateVerificationDto> {
    return this.certificates.verify(reference);
  }

  @Get(':reference/photo.jpg')
  @ApiOperation({
    summary: "A small preview of the certified item's first photo (public, by the reference)",
  })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'The JPEG', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown reference, or no photo' })
  async photo(@Param('reference') reference: string, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.certificates.photo(reference);
    await sendStoredFile(reply, file, { cache: 'public' });
  }
}
