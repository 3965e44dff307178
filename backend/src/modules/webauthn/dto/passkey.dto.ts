import { ApiProperty } from '@nestjs/swagger';
import type {
  Passkey as PasskeyJSON,
  PasskeyListResponse,
  PasskeyLoginOptionsRequest,
  PasskeyResponse,
  RegistrationOptionsRequest,
  RegistrationVerifyResponse,
  RenamePasskeyRequest,
} from '@valuation/contracts';
import { Rule, textProblem } from '../../../common/validation/rule.decorator';
import { DEVICE_TYPES, DeviceType, Passkey } from '../entities/passkey.entity';
import { Transform } from 'class-transformer';
import { ACCOUNT_LIMITS, requiredTextProblem } from '@valuation/contracts';

export const PASSKEY_NAME_MAX = 60;

/** A passkey as its owner sees it (never its public key or credential id). */
export class PasskeyDto implements PasskeyJSON {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Chrome on macOS', maxLength: PASSKEY_NAME_MAX })
  name: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedAt: string | null;

  @ApiProperty({ enum: DEVICE_TYPES })
  deviceType: DeviceType;

  @ApiProperty({ description: 'Whether the passkey is backed up (synced)' })
  backedUp: boolean;

  @ApiProperty({ type: [String], example: ['internal', 'hybrid'] })
  transports: string[];

  static from(p: Passkey): PasskeyDto {
    return {
      id: p.id,
      name: p.name,
      createdAt: new Date(p.createdAt).toISOString(),
      lastUsedAt: p.lastUsedAt ? new Date(p.lastUsedAt).toISOString() : null,
      deviceType: p.deviceType,
      backedUp: p.backedUp,
      transports: p.transports ?? [],
    };
  }
}

export class PasskeyListDto implements PasskeyListResponse {
  @ApiProperty({ type: [PasskeyDto], description: 'Newest first' })
  credentials: PasskeyDto[];
}

export class PasskeyResponseDto implements PasskeyResponse {
  @ApiProperty({ type: PasskeyDto })
  credential: PasskeyDto;
}

export class RegistrationVerifiedDto implements RegistrationVerifyResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ example: true })
  verified: boolean;

  @ApiProperty({ type: PasskeyDto })
  credential: PasskeyDto;
}

export class RenamePasskeyDto implements RenamePasskeyRequest {
  @ApiProperty({ example: 'Work laptop', minLength: 1, maxLength: PASSKEY_NAME_MAX })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Rule('name', (v) => textProblem(v, 'Passkey name', PASSKEY_NAME_MAX))
  name: string;
}

/** Sent by a browser only to say whose account it means; checked against the signed-in user. */
export class RegistrationOptionsRequestDto implements RegistrationOptionsRequest {
  @ApiProperty({ format: 'uuid', description: 'Must be the signed-in user' })
  @Rule('userId', (v) => requiredTextProblem(v, 'User id', 100))
  userId!: string;

  @ApiProperty({ description: 'Must be the signed-in user’s email' })
  @Rule('email', (v) => requiredTextProblem(v, 'Email', ACCOUNT_LIMITS.emailMax))
  email!: string;
}

export class LoginOptionsRequestDto implements PasskeyLoginOptionsRequest {
  @ApiProperty({
    required: false,
    description:
      'Ignored: the options never depend on the account (discoverable passkeys, no enumeration)',
  })
  @Rule('email', (v) =>
    v === undefined || v === null ? null : textProblem(v, 'Email', ACCOUNT_LIMITS.emailMax, false),
  )
  email?: string | null;
}
