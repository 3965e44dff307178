import { ApiProperty } from '@nestjs/swagger';
import {
  EXPERT_PROFILE_RULES,
  SIGNATURE_FIELD,
  UPLOAD_KINDS,
  type ExpertProfile,
  type ExpertProfileResponse,
  type UpdateExpertProfileRequest,
} from '@valuation/contracts';
import { Rule, textProblem } from '../../../common/validation/rule.decorator';

export class ExpertProfileDto implements ExpertProfile {
  @ApiProperty({ example: 'FGA DGA (Gem-A), Registered Valuer' }) qualification: string;
  @ApiProperty() qualificationIsDefault: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Short-lived signed URL of the signature image',
  })
  signatureUrl: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt: string | null;
}

export class ExpertProfileResponseDto implements ExpertProfileResponse {
  @ApiProperty({ type: ExpertProfileDto }) profile: ExpertProfileDto;
}

export class UpdateExpertProfileDto implements UpdateExpertProfileRequest {
  @ApiProperty({ maxLength: EXPERT_PROFILE_RULES.maxQualificationLength })
  @Rule('qualification', (v) =>
    textProblem(v, 'Qualification', EXPERT_PROFILE_RULES.maxQualificationLength),
  )
  qualification: string;
}

export const SIGNATURE_UPLOAD_SCHEMA = {
  type: 'object',
  required: [SIGNATURE_FIELD],
  properties: {
    [SIGNATURE_FIELD]: {
      type: 'string',
      format: 'binary',
      description: `One image (${UPLOAD_KINDS.images}), at most 2 MB`,
    },
  },
};
