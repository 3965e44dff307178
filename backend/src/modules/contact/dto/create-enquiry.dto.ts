import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { emailProblem, LIMITS } from '../../../common/validation/account-rules';
import { Rule, textProblem } from '../../../common/validation/rule.decorator';

export const ENQUIRY_LIMITS = { name: 100, email: LIMITS.emailMax, subject: 200, message: 5000 };

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const missing = (value: unknown) => value === undefined || value === null || value === '';

/** Required text of at most `max` characters (after trimming). */
function requiredText(label: string, max: number) {
  return (value: unknown) =>
    missing(value) ? `${label} is required` : textProblem(value, label, max);
}

export function contactEmailProblem(value: unknown): string | null {
  return missing(value) ? 'Email is required' : emailProblem(value);
}

/** The contact form (docs/product.md §2, Contact): every field required, trimmed. */
export class CreateEnquiryDto {
  @ApiProperty({ example: 'Jane Doe', minLength: 1, maxLength: ENQUIRY_LIMITS.name })
  @Transform(trim)
  @Rule('name', requiredText('Name', ENQUIRY_LIMITS.name))
  name: string;

  @ApiProperty({ example: 'jane@example.com', maxLength: ENQUIRY_LIMITS.email })
  @Transform(trim)
  @Rule('email', contactEmailProblem)
  email: string;

  @ApiProperty({
    example: 'Home Visit Valuation Service Enquiry',
    minLength: 1,
    maxLength: ENQUIRY_LIMITS.subject,
  })
  @Transform(trim)
  @Rule('subject', requiredText('Subject', ENQUIRY_LIMITS.subject))
  subject: string;

  @ApiProperty({
    example: 'I would like a valuation of my grandmother’s sapphire ring for insurance.',
    minLength: 1,
    maxLength: ENQUIRY_LIMITS.message,
  })
  @Transform(trim)
  @Rule('message', requiredText('Message', ENQUIRY_LIMITS.message))
  message: string;
}
