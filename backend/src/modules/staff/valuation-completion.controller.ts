import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { VALUATION_ERRORS } from '@valuation/contracts';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { type AuthenticatedUser, CurrentUser, StaffOnly } from '../auth';
import { CompleteValuationDto, StaffValuationResponseDto } from './dto/staff-valuation.dto';
import { ValuationCompletionService } from './valuation-completion.service';

const Id = () => new ParseIdPipe(VALUATION_ERRORS.notFound);

/** Completing a request: the certificate's preview, then the issue (docs/product.md §2.20). */
@ApiTags('staff: valuations')
@Controller('staff')
@StaffOnly('Not staff, or not allowed on this request')
export class ValuationCompletionController {
  constructor(private readonly completion: ValuationCompletionService) {}

  @Post('valuations/:id/certificate-preview')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The certificate as completing with this body would issue it, marked PREVIEW (nothing is stored)',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async preview(
    @Param('id', Id()) id: string,
    @Body() dto: CompleteValuationDto,
    @CurrentUser() user: AuthenticatedUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pdf = await this.completion.preview(id, user, dto);
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'inline; filename="certificate-preview.pdf"')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }

  @Post('valuations/:id/complete')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Record the value and the identity (assignee or admin; unpaid → 409): → completed, certificate issued, customer mailed',
  })
  @ApiOkResponse({ type: StaffValuationResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async complete(
    @Param('id', Id()) id: string,
    @Body() dto: CompleteValuationDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StaffValuationResponseDto> {
    return {
      valuation: (await this.completion.complete(
        id,
        user,
        dto,
      )) as StaffValuationResponseDto['valuation'],
    };
  }
}
