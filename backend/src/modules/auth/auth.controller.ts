import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseDto, SuccessDto } from '../../common/dto/error-response.dto';
import { UserDto } from '../users';
import { AuthService } from './auth.service';
import { AuthenticatedUser, IssuedSession } from './auth.types';
import { CurrentUser } from './decorators/current-user.decorator';
import { AuthResponseDto, ValidateResponseDto } from './dto/auth-response.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import {
  CheckResetPasswordDto,
  ConfirmResetPasswordDto,
  ResetPasswordDto,
} from './dto/reset-password.dto';
import { PasswordResetService } from './password-reset.service';
import { REFRESH_COOKIE, SessionCookieService } from './session-cookie.service';
import { requestContext as context } from './request-context';
import { SessionsService } from './sessions.service';
import { Authenticated } from './decorators/authenticated.decorator';

function bearerOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  return typeof header === 'string' && /^Bearer\s+\S+$/i.test(header)
    ? header.split(/\s+/)[1]
    : undefined;
}

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly passwordReset: PasswordResetService,
    private readonly cookies: SessionCookieService,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Create a customer account and sign in (sets the refresh cookie)' })
  @ApiCreatedResponse({ type: AuthResponseDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Validation (docs/product.md §5 messages)',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: '"Email already registered"' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async register(
    @Body() dto: RegisterDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponseDto> {
    return this.answer(reply, await this.auth.register(dto, context(req)));
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password (sets the refresh cookie)' })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: '"Invalid email or password"' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'The account is disabled' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async login(
    @Body() dto: LoginDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponseDto> {
    return this.answer(reply, await this.auth.login(dto, context(req)));
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({
    summary: 'End this session (refresh cookie and/or bearer token); clears the cookie',
  })
  @ApiOkResponse({ type: SuccessDto })
  async logout(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessDto> {
    await this.sessions.end(req.cookies?.[REFRESH_COOKIE], bearerOf(req));
    this.clearCookie(reply);
    return { success: true };
  }

  @Get('validate')
  @Authenticated()
  @ApiOperation({ summary: 'Check the access token and return the signed-in user' })
  @ApiOkResponse({ type: ValidateResponseDto })
  // Served by the same guard and body through Fastify directly (session-check.route.ts, every page
  // load calls it); this method is the route's declaration and the answer without that shortcut.
  validate(@CurrentUser() user: AuthenticatedUser): ValidateResponseDto {
    return { success: true, user: UserDto.from(user) };
  }

  @Post('refresh-token')
  @HttpCode(200)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({
    summary: 'Exchange the refresh cookie for a new access token; rotates the cookie',
  })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiUnauthorizedResponse({
    type: ErrorResponseDto,
    description: '"Your session has expired. Please sign in again."',
  })
  async refresh(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponseDto> {
    try {
      return this.answer(
        reply,
        await this.sessions.refresh(req.cookies?.[REFRESH_COOKIE], context(req)),
      );
    } catch (err) {
      this.clearCookie(reply);
      throw err;
    }
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mail a single-use reset link if the account exists (always answers the same)',
  })
  @ApiOkResponse({ type: SuccessDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async resetPassword(
    @Body() dto: ResetPasswordDto,
    @Req() req: FastifyRequest,
  ): Promise<SuccessDto> {
    await this.passwordReset.request(dto.email, context(req));
    return { success: true };
  }

  @Post('reset-password/check')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Whether a reset link still works, asked when its page opens (the link stays unused)',
  })
  @ApiOkResponse({ type: SuccessDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: '"This reset link is invalid or has expired."',
  })
  async checkReset(@Body() dto: CheckResetPasswordDto): Promise<SuccessDto> {
    await this.passwordReset.check(dto.token);
    return { success: true };
  }

  @Post('reset-password/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with the token from the reset link; ends every session',
  })
  @ApiOkResponse({ type: SuccessDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: '"This reset link is invalid or has expired." or rules',
  })
  async confirmReset(@Body() dto: ConfirmResetPasswordDto): Promise<SuccessDto> {
    await this.passwordReset.confirm(dto.token, dto.password);
    return { success: true };
  }

  @Post('change-password')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      'Change the password; keeps this session (with a new refresh cookie), ends the others, mails the owner',
  })
  @ApiOkResponse({ type: SuccessDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: '"Current password is incorrect" or rules',
  })
  async changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: ChangePasswordDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessDto> {
    const { refreshToken } = await this.auth.changePassword(
      user,
      dto.currentPassword,
      dto.newPassword,
    );
    this.cookies.set(reply, refreshToken);
    return { success: true };
  }

  private answer(reply: FastifyReply, issued: IssuedSession): AuthResponseDto {
    return this.cookies.answer(reply, issued);
  }

  private clearCookie(reply: FastifyReply): void {
    this.cookies.clear(reply);
  }
}
