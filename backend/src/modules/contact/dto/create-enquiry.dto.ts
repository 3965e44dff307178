import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Rule } from '../../../common/validation/rule.decorator';
import { CONTACT_RULES, ENQUIRY_LIMITS, type CreateEnquiryRequest } from '@valuation/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The contact form (docs/product.md §2, Contact): every field required, trimmed. */
export class CreateEnquiryDto implements CreateEnquiryRequest {
  @ApiProperty({ example: 'Jane Doe', minLength: 1, maxLength: ENQUIRY_LIMITS.name })
  @Transform(trim)
  @Rule('name', CONTACT_RULES.name)
  name: string;

  @ApiProperty({ example: 'jane@example.com', maxLength: ENQUIRY_LIMITS.email })
  @Transform(trim)
  @Rule('email', CONTACT_RULES.email)
  email: string;

  @ApiProperty({
    example: 'Home Visit Valuation Service Enquiry',
    minLength: 1,
    maxLength: ENQUIRY_LIMITS.subject,
  })
  @Transform(trim)
  @Rule('subject', CONTACT_RULES.subject)
  subject: string;

  @ApiProperty({
    example: 'I would like a valuation of my grandmother’s sapphire ring for insurance.',
    minLength: 1,
    maxLength: ENQUIRY_LIMITS.message,
  })
  @Transform(trim)
  @Rule('message', CONTACT_RULES.message)
  message: string;
}
