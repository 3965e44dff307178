import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Swagger description of the options JSON that @simplewebauthn/browser takes as it is. */
class RelyingPartyDto {
  @ApiProperty({ example: 'Luxe Valuations' })
  name: string;

  @ApiProperty({ example: 'localhost', description: 'The host of PUBLIC_URL' })
  id: string;
}

class WebauthnUserDto {
  @ApiProperty({
    description: 'Random per-account WebAuthn user handle (base64url), never the email',
  })
  id: string;

  @ApiProperty({ example: 'jane@example.com' })
  name: string;

  @ApiProperty({ example: 'Jane Doe' })
  displayName: string;
}

class CredentialDescriptorDto {
  @ApiProperty({ description: 'Credential id (base64url)' })
  id: string;

  @ApiProperty({ enum: ['public-key'] })
  type: string;

  @ApiPropertyOptional({ type: [String] })
  transports?: string[];
}

export class RegistrationOptionsDto {
  @ApiProperty({ type: RelyingPartyDto })
  rp: RelyingPartyDto;

  @ApiProperty({ type: WebauthnUserDto })
  user: WebauthnUserDto;

  @ApiProperty({ description: 'Single use, valid for 5 minutes (base64url)' })
  challenge: string;

  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    example: [{ alg: -7, type: 'public-key' }],
  })
  pubKeyCredParams: { alg: number; type: string }[];

  @ApiProperty({ example: 60000 })
  timeout: number;

  @ApiProperty({
    type: [CredentialDescriptorDto],
    description: 'The passkeys the user already has',
  })
  excludeCredentials: CredentialDescriptorDto[];

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  })
  authenticatorSelection: Record<string, unknown>;

  @ApiProperty({ example: 'none' })
  attestation: string;
}

export class AuthenticationOptionsDto {
  @ApiProperty({ description: 'Single use, valid for 5 minutes (base64url)' })
  challenge: string;

  @ApiProperty({ example: 60000 })
  timeout: number;

  @ApiProperty({ example: 'localhost' })
  rpId: string;

  @ApiProperty({
    type: [CredentialDescriptorDto],
    description: 'Always empty: discoverable passkeys, so the answer reveals no account',
  })
  allowCredentials: CredentialDescriptorDto[];

  @ApiProperty({ example: 'required' })
  userVerification: string;
}
