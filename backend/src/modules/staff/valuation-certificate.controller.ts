import { Controller, Get, Param, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { certificateFilename, VALUATION_ERRORS } from '@valuation/contracts';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { Authenticated, type AuthenticatedUser, CurrentUser } from '../auth';
import { ValuationCompletionService } from './valuation-completion.service';

@ApiTags('valuations')
@Controller('valuations')
@Authenticated()
export class ValuationCertificateController {
  constructor(private readonly completion: ValuationCompletionService) {}

  @Get(':id/certificate.pdf')
  @ApiOperation({ summary: 'The certificate PDF (the owner and staff; once completed)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not completed yet' })
  async certificate(
    @Param('id', new ParseIdPipe(VALUATION_ERRORS.notFound)) id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { pdf, reference } = await this.completion.certificatePdf(id, user);
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${certificateFilename(reference)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }
}
