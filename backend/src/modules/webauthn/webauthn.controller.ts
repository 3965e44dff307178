import { API_ERRORS } from '@valuation/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseDto, SuccessDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import {
  Authenticated,
  AuthenticatedUser,
  AuthResponseDto,
  CurrentUser,
  requestContext,
  SessionCookieService,
} from '../auth';
import { AuthenticationCredentialDto, RegistrationCredentialDto } from './dto/credential-json.dto';
import { AuthenticationOptionsDto, RegistrationOptionsDto } from './dto/options.dto';
import {
  LoginOptionsRequestDto,
  PasskeyListDto,
  PasskeyResponseDto,
  RegistrationOptionsRequestDto,
  RegistrationVerifiedDto,
  RenamePasskeyDto,
} from './dto/passkey.dto';
import { PasskeyRegistrationService } from './passkey-registration.service';
import { PasskeySignInService } from './passkey-sign-in.service';
import { PasskeysService } from './passkeys.service';
import { VerificationErrorFilter } from './verification-error.filter';

/**
 * Passkey set-up. docs/product.md §7 gives two readings of the paths; both are served and
 * behave identically: /api/webauthn/register/* (Reading A) and /api/auth/webauthn/register/* (B).
 */
@ApiTags('passkeys')
@Controller(['webauthn/register', 'auth/webauthn/register'])
@Authenticated()
export class PasskeyRegistrationController {
  constructor(private readonly registration: PasskeyRegistrationService) {}

  @Post('options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Passkey creation options for the signed-in user (challenge valid 5 minutes)',
  })
  @ApiOkResponse({ type: RegistrationOptionsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({
    type: ErrorResponseDto,
    description: '"You can only set up a passkey for your own account"',
  })
  options(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: RegistrationOptionsRequestDto,
  ): Promise<RegistrationOptionsDto> {
    return this.registration.options(user, body) as Promise<RegistrationOptionsDto>;
  }

  @Post('verify')
  @HttpCode(200)
  @UseFilters(VerificationErrorFilter)
  @ApiOperation({ summary: 'Verify the created credential and keep it as a passkey' })
  @ApiOkResponse({ type: RegistrationVerifiedDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      '`{success:false, error:"Verification failed"}`: bad, expired or used challenge, wrong origin, no user verification',
  })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: '`{success:false, error:"This passkey is already registered"}`',
  })
  async verify(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: RegistrationCredentialDto,
    @Req() req: FastifyRequest,
  ): Promise<RegistrationVerifiedDto> {
    const credential = await this.registration.verify(user, body, requestContext(req).userAgent);
    return { success: true, verified: true, credential };
  }
}

/** Passkey sign-in (public, rate limited like password sign-in) and the user's passkey list. */
@ApiTags('passkeys')
@Controller('auth/webauthn')
export class PasskeyController {
  constructor(
    private readonly signIn: PasskeySignInService,
    private readonly passkeys: PasskeysService,
    private readonly cookies: SessionCookieService,
  ) {}

  @Post('login/options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Passkey request options (empty allowCredentials: discoverable passkeys)',
  })
  @ApiOkResponse({ type: AuthenticationOptionsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  loginOptions(
    @Body() _body: LoginOptionsRequestDto,
    @Req() req: FastifyRequest,
  ): Promise<AuthenticationOptionsDto> {
    return this.signIn.options(requestContext(req).ip) as Promise<AuthenticationOptionsDto>;
  }

  @Post('login/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a passkey assertion (sets the refresh cookie)' })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a WebAuthn assertion' })
  @ApiUnauthorizedResponse({
    type: ErrorResponseDto,
    description: '"Authentication failed. Please try again."',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async loginVerify(
    @Body() body: AuthenticationCredentialDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponseDto> {
    const issued = await this.signIn.verify(body, requestContext(req));
    return this.cookies.answer(reply, issued);
  }

  @Get('credentials')
  @Authenticated()
  @ApiOperation({ summary: "The signed-in user's passkeys, newest first" })
  @ApiOkResponse({ type: PasskeyListDto })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<PasskeyListDto> {
    return { credentials: await this.passkeys.list(user.id) };
  }

  @Patch('credentials/:id')
  @Authenticated()
  @ApiOperation({ summary: 'Rename one of your passkeys' })
  @ApiOkResponse({ type: PasskeyResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Passkey not found"' })
  async rename(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new ParseIdPipe(API_ERRORS.passkeyNotFound)) id: string,
    @Body() body: RenamePasskeyDto,
  ): Promise<PasskeyResponseDto> {
    return { credential: await this.passkeys.rename(user.id, id, body.name) };
  }

  @Delete('credentials/:id')
  @Authenticated()
  @ApiOperation({ summary: 'Remove one of your passkeys (it can no longer sign in)' })
  @ApiOkResponse({ type: SuccessDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Passkey not found"' })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new ParseIdPipe(API_ERRORS.passkeyNotFound)) id: string,
  ): Promise<SuccessDto> {
    await this.passkeys.remove(user.id, id);
    return { success: true };
  }
}
