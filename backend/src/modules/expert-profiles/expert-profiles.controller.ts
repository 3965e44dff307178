import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { UploadPipeline } from '../../infrastructure/uploads/upload-pipeline';
import { type AuthenticatedUser, CurrentUser, StaffOnly } from '../auth';
import { PhotoQueryDto } from '../valuations';
import {
  ExpertProfileResponseDto,
  SIGNATURE_UPLOAD_SCHEMA,
  UpdateExpertProfileDto,
} from './dto/expert-profile.dto';
import {
  ExpertProfilesService,
  SIGNATURE_ERRORS,
  SIGNATURE_UPLOAD_RULES,
} from './expert-profiles.service';
import { sendStoredFile } from '../../infrastructure/storage/send-stored-file';

/** A staff member's own valuer profile (docs/product.md §2.20, "Your valuer profile"). */
@ApiTags('staff: profile')
@Controller('staff/me')
@StaffOnly()
export class ExpertProfilesController {
  constructor(
    private readonly profiles: ExpertProfilesService,
    private readonly uploads: UploadPipeline,
  ) {}

  @Get('profile')
  @ApiOperation({ summary: 'My valuer profile: qualification and signature (expert, admin)' })
  @ApiOkResponse({ type: ExpertProfileResponseDto })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<ExpertProfileResponseDto> {
    return { profile: await this.profiles.get(user.id) };
  }

  @Put('profile')
  @ApiOperation({ summary: 'Set my qualification line (printed under my name on certificates)' })
  @ApiOkResponse({ type: ExpertProfileResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: UpdateExpertProfileDto,
  ): Promise<ExpertProfileResponseDto> {
    return { profile: await this.profiles.setQualification(user.id, dto.qualification) };
  }

  @Post('signature')
  @HttpCode(200)
  @ApiOperation({ summary: 'Upload my signature image (replaces the previous one)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: SIGNATURE_UPLOAD_SCHEMA })
  @ApiOkResponse({ type: ExpertProfileResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No image, or not an image' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto })
  async signature(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<ExpertProfileResponseDto> {
    const upload = await this.uploads.read(request, SIGNATURE_UPLOAD_RULES);
    try {
      return { profile: await this.profiles.setSignature(user.id, upload) };
    } finally {
      await upload.discard();
    }
  }
}

/**
 * The signature image through the signed URL of the profile's answer (an <img> has no bearer). Not
 * under /api/staff/, where every call takes a staff bearer token: the signature in the URL is the
 * authorisation here, as for the valuation photos.
 */
@ApiTags('staff: profile')
@Controller('signatures')
export class ExpertSignatureController {
  constructor(private readonly profiles: ExpertProfilesService) {}

  @Get(':userId')
  @ApiOperation({ summary: "A valuer's signature image, by the signed URL of their profile" })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'The JPEG', schema: { type: 'string', format: 'binary' } })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Wrong or expired signature' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async image(
    @Param('userId', new ParseIdPipe(SIGNATURE_ERRORS.notFound)) userId: string,
    @Query() query: PhotoQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.profiles.signatureFile(userId, query);
    await sendStoredFile(reply, file);
  }
}
