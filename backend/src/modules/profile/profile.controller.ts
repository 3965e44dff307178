import { Body, Controller, Delete, Get, HttpCode, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorResponseDto, SuccessDto } from '../../common/dto/error-response.dto';
import { Authenticated, AuthenticatedUser, CurrentUser, SessionCookieService } from '../auth';
import { DeleteAccountDto } from './dto/delete-account.dto';
import {
  ProfileExportDto,
  ProfileResponseDto,
  UpdateProfileResponseDto,
} from './dto/profile-response.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { exportFileName, ProfileService } from './profile.service';

@ApiTags('profile')
@Controller('profile')
@Authenticated()
export class ProfileController {
  constructor(
    private readonly profile: ProfileService,
    private readonly cookies: SessionCookieService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user with their profile settings' })
  @ApiOkResponse({ type: ProfileResponseDto })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<ProfileResponseDto> {
    return { user: await this.profile.get(user.id) };
  }

  @Put()
  @ApiOperation({
    summary: 'Change any subset of the profile settings (email cannot be changed here)',
  })
  @ApiOkResponse({ type: UpdateProfileResponseDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Validation, one detail per field; unknown fields (email included)',
  })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: UpdateProfileDto,
  ): Promise<UpdateProfileResponseDto> {
    return { success: true, user: await this.profile.update(user.id, dto ?? {}) };
  }

  @Get('export')
  @ApiOperation({
    summary: 'Download everything held about the account as JSON (UK GDPR right of access)',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({
    type: ProfileExportDto,
    description: 'Sent as an attachment: luxe-valuations-my-data-YYYY-MM-DD.json',
  })
  async export(
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProfileExportDto> {
    const now = new Date();
    const data = await this.profile.export(user.id, now);
    reply.header('content-disposition', `attachment; filename="${exportFileName(now)}"`);
    reply.header('cache-control', 'no-store');
    return data;
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Delete the account and its data (right to erasure); clears the refresh cookie, mails the owner',
  })
  @ApiOkResponse({ type: SuccessDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: '"Password is incorrect"' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many wrong passwords' })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: DeleteAccountDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessDto> {
    await this.profile.deleteAccount(user, dto.password);
    this.cookies.clear(reply);
    return { success: true };
  }
}
