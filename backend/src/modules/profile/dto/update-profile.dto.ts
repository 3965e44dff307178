import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import { Rule } from '../../../common/validation/rule.decorator';
import {
  ACCOUNT_LIMITS,
  languageProblem,
  marketingConsentProblem,
  nameProblem,
  type NotificationPreferences,
  notificationPreferencesProblem,
  phoneProblem,
  type PostalAddress,
  profileAddressPartProblem,
  profileAddressProblem,
  SUPPORTED_LANGUAGES,
  timezoneProblem,
  type UpdateProfileRequest,
} from '@valuation/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Checked when present (null included); absent fields are left as they are. */
const Present = () => ValidateIf((_object, value) => value !== undefined);

export class NotificationPreferencesDto implements NotificationPreferences {
  @ApiProperty({ example: true })
  email: boolean;

  @ApiProperty({ example: true })
  sms: boolean;

  @ApiProperty({ example: false })
  marketing: boolean;
}

const part = (key: keyof PostalAddress) => (value: unknown, address: object) =>
  profileAddressPartProblem(key, value, address);

/** The wizard's personal-details address; every part empty forgets the saved one. */
export class ProfileAddressDto implements PostalAddress {
  @ApiProperty({ example: '12 Mount Street' })
  @Rule('street', part('street'))
  street: string;

  @ApiProperty({ example: 'London' })
  @Rule('city', part('city'))
  city: string;

  @ApiProperty({ example: 'Greater London', description: "County or state; may be ''" })
  @Rule('state', part('state'))
  state: string;

  @ApiProperty({ example: 'W1K 3NU' })
  @Rule('postalCode', part('postalCode'))
  postalCode: string;

  @ApiProperty({ example: 'United Kingdom' })
  @Rule('country', part('country'))
  country: string;
}

/** Any subset of the settings; email and every other field are refused (400 unknown field). */
export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional({
    example: 'Jane',
    minLength: ACCOUNT_LIMITS.nameMin,
    maxLength: ACCOUNT_LIMITS.nameMax,
  })
  @Present()
  @Transform(trim)
  @Rule('firstName', (v) => nameProblem(v, 'firstName'))
  firstName?: string;

  @ApiPropertyOptional({
    example: 'Doe',
    minLength: ACCOUNT_LIMITS.nameMin,
    maxLength: ACCOUNT_LIMITS.nameMax,
  })
  @Present()
  @Transform(trim)
  @Rule('lastName', (v) => nameProblem(v, 'lastName'))
  lastName?: string;

  @ApiPropertyOptional({
    example: '+44 20 7946 0958',
    description: "'' clears it; an optional +, digits, spaces and ( ) - . with 7 to 15 digits",
  })
  @Present()
  @Transform(trim)
  @Rule('phoneNumber', phoneProblem)
  phoneNumber?: string;

  @ApiPropertyOptional({
    type: ProfileAddressDto,
    nullable: true,
    description: 'The postal address; null (or every part empty) forgets it',
  })
  @IsOptional()
  @Rule('address', profileAddressProblem)
  @ValidateNested()
  @Type(() => ProfileAddressDto)
  address?: ProfileAddressDto | null;

  @ApiPropertyOptional({
    type: NotificationPreferencesDto,
    description: 'All three booleans, no other keys',
  })
  @Present()
  @Rule('notificationPreferences', notificationPreferencesProblem)
  notificationPreferences?: NotificationPreferencesDto;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Europe/London',
    description: 'An IANA time zone; null forgets it (the browser zone is shown)',
  })
  @IsOptional()
  @Rule('timezone', timezoneProblem)
  timezone?: string | null;

  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES.map((language) => language.code) })
  @Present()
  @Rule('preferredLanguage', languageProblem)
  preferredLanguage?: string;

  @ApiPropertyOptional({ example: false })
  @Present()
  @Rule('marketingConsent', marketingConsentProblem)
  marketingConsent?: boolean;
}
