import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiForbiddenResponse,
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
import { PhotoQueryDto } from './dto/photo-query.dto';
import { ValuationPhotosService } from './valuation-photos.service';
import { sendStoredFile } from '../../infrastructure/storage/send-stored-file';

/**
 * Photos through the short-lived signed URLs the API puts in its answers (owner and staff), so an
 * <img> can show them without a bearer header. No other way reaches the files.
 */
@ApiTags('valuations')
@Controller('valuations/photos')
export class ValuationPhotosController {
  constructor(private readonly photos: ValuationPhotosService) {}

  @Get(':photoId')
  @ApiOperation({ summary: 'A photo or its preview, by a signed URL from a valuation answer' })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'The JPEG', schema: { type: 'string', format: 'binary' } })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Wrong or expired signature' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async photo(
    @Param('photoId', new ParseIdPipe(VALUATION_ERRORS.photoNotFound)) photoId: string,
    @Query() query: PhotoQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.photos.photoFile(photoId, query);
    await sendStoredFile(reply, file);
  }
}
