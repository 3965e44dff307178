import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Rule } from '../../../common/validation/rule.decorator';
import { PASSKEY_NAME_MAX } from './passkey.dto';

/**
 * The WebAuthn JSON of @simplewebauthn/browser. Only the top level is checked here (types and the
 * base64url strings the server needs): browsers add fields inside `response` and
 * `clientExtensionResults`, so those objects are deliberately not whitelisted. The signature
 * checks themselves happen in the service.
 */
export const CREDENTIAL_INVALID = 'The passkey response is not valid';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const MAX_STRING = 16_384;

function isBase64Url(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_STRING &&
    BASE64URL.test(value)
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const idProblem = (v: unknown) => (isBase64Url(v) ? null : CREDENTIAL_INVALID);
const typeProblem = (v: unknown) => (v === 'public-key' ? null : CREDENTIAL_INVALID);
const optionalObjectProblem = (v: unknown) =>
  v === undefined || isPlainObject(v) ? null : CREDENTIAL_INVALID;
const attachmentProblem = (v: unknown) =>
  v === undefined || v === null || v === 'platform' || v === 'cross-platform'
    ? null
    : CREDENTIAL_INVALID;

function responseProblem(required: string[], optional: string[]) {
  return (v: unknown): string | null => {
    if (!isPlainObject(v)) return CREDENTIAL_INVALID;
    if (!required.every((key) => isBase64Url(v[key]))) return CREDENTIAL_INVALID;
    const badOptional = optional.some(
      (key) => v[key] !== undefined && v[key] !== null && !isBase64Url(v[key]),
    );
    return badOptional ? CREDENTIAL_INVALID : null;
  };
}

const RESPONSE_DOC = { type: 'object', additionalProperties: true } as const;

class CredentialJsonDto {
  @ApiProperty({ description: 'Credential id, base64url' })
  @Rule('id', idProblem)
  id: string;

  @ApiProperty({ description: 'The same id, base64url' })
  @Rule('rawId', idProblem)
  rawId: string;

  @ApiProperty({ enum: ['public-key'] })
  @Rule('type', typeProblem)
  type: 'public-key';

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, example: {} })
  @Rule('clientExtensionResults', optionalObjectProblem)
  clientExtensionResults?: Record<string, unknown>;

  @ApiPropertyOptional({ enum: ['platform', 'cross-platform'] })
  @Rule('authenticatorAttachment', attachmentProblem)
  authenticatorAttachment?: 'platform' | 'cross-platform' | null;
}

/** RegistrationResponseJSON plus an optional name for the new passkey. */
export class RegistrationCredentialDto extends CredentialJsonDto {
  @ApiProperty({
    ...RESPONSE_DOC,
    description:
      'clientDataJSON and attestationObject (base64url) required; transports, publicKeyAlgorithm, publicKey, authenticatorData optional',
    example: { clientDataJSON: 'eyJ0eXBlIjoi…', attestationObject: 'o2NmbXRkbm9uZ…' },
  })
  @Rule(
    'response',
    responseProblem(['clientDataJSON', 'attestationObject'], ['publicKey', 'authenticatorData']),
  )
  response: Record<string, unknown> & { clientDataJSON: string; attestationObject: string };

  @ApiPropertyOptional({
    maxLength: PASSKEY_NAME_MAX,
    description: 'Defaults to the browser and system, e.g. "Chrome on Linux"',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Rule('name', (v) =>
    v === undefined || v === null || (typeof v === 'string' && v.length <= PASSKEY_NAME_MAX)
      ? null
      : `Passkey name must be at most ${PASSKEY_NAME_MAX} characters`,
  )
  name?: string | null;
}

/** AuthenticationResponseJSON. */
export class AuthenticationCredentialDto extends CredentialJsonDto {
  @ApiProperty({
    ...RESPONSE_DOC,
    description:
      'clientDataJSON, authenticatorData and signature (base64url) required; userHandle optional',
    example: { clientDataJSON: 'eyJ0eXBlIjoi…', authenticatorData: 'SZYN5Y…', signature: 'MEUC…' },
  })
  @Rule(
    'response',
    responseProblem(['clientDataJSON', 'authenticatorData', 'signature'], ['userHandle']),
  )
  response: Record<string, unknown> & {
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
  };
}
