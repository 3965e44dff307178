import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { API_ERRORS, Page } from '@valuation/contracts';
import { DomainError } from '../../common/domain-error';
import { likePattern, paginate } from '../../common/pagination/paginate';
import { MailConfig } from '../../infrastructure/config/mail.config';
import { MailService } from '../../infrastructure/mail/mail.service';
import {
  contactAcknowledgementMail,
  contactTeamMail,
} from '../../infrastructure/mail/mail.templates';
import { RateLimitService } from '../../infrastructure/rate-limit/rate-limit.service';
import { CreateEnquiryDto } from './dto/create-enquiry.dto';
import { EnquiryDto, EnquiryJSON } from './dto/enquiry.dto';
import { ListEnquiriesQueryDto } from './dto/list-enquiries.dto';
import { Enquiry, EnquiryStatus } from './entities/enquiry.entity';

export const ENQUIRY_NOT_FOUND = API_ERRORS.enquiryNotFound;
export { likePattern };

@Injectable()
export class ContactService {
  private readonly contactEmail: string;

  constructor(
    @InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
    config: ConfigService,
  ) {
    this.contactEmail = config.getOrThrow<MailConfig>('mail').contactEmail;
  }

  /** Stores the enquiry, then mails the team (Reply-To the sender) and acknowledges the sender. */
  async submit(dto: CreateEnquiryDto, ip: string): Promise<Enquiry> {
    await this.rateLimit.consume('contactIp', ip);
    const enquiry = await this.enquiries.save(
      this.enquiries.create({
        name: dto.name,
        email: dto.email,
        subject: dto.subject,
        message: dto.message,
        status: 'new',
        handledAt: null,
      }),
      { transaction: false },
    );
    // MailService.send never throws: a mail failure is logged and the enquiry stays stored.
    this.mail.send(this.contactEmail, contactTeamMail(enquiry));
    this.mail.send(enquiry.email, contactAcknowledgementMail(enquiry.name));
    return enquiry;
  }

  /** Staff list: search in name, email and subject, filter by status, newest first. */
  list(q: ListEnquiriesQueryDto): Promise<Page<EnquiryDto>> {
    const qb = this.enquiries.createQueryBuilder('enquiry');
    if (q.search) {
      qb.andWhere(
        `(enquiry.name ILIKE :pattern OR enquiry.email ILIKE :pattern OR enquiry.subject ILIKE :pattern)`,
        { pattern: likePattern(q.search) },
      );
    }
    if (q.status) qb.andWhere('enquiry.status = :status', { status: q.status });
    qb.orderBy('enquiry.createdAt', 'DESC').addOrderBy('enquiry.id', 'ASC');
    return paginate(qb, q, (row) => EnquiryDto.from(row));
  }

  /** `id` is a well-formed uuid (ParseIdPipe). */
  async getOrFail(id: string): Promise<Enquiry> {
    const enquiry = await this.enquiries.findOne({ where: { id } });
    if (!enquiry) throw new DomainError('NOT_FOUND', ENQUIRY_NOT_FOUND);
    return enquiry;
  }

  /** Marks an enquiry handled (stamping handledAt once) or new again (clearing it). */
  async setStatus(id: string, status: EnquiryStatus): Promise<Enquiry> {
    const enquiry = await this.getOrFail(id);
    if (enquiry.status !== status) {
      const handledAt = status === 'handled' ? new Date() : null;
      await this.enquiries.update({ id: enquiry.id }, { status, handledAt });
    }
    return this.getOrFail(id);
  }

  /** Every enquiry sent from this address (any case), oldest first: for the data export. */
  async enquiriesForEmail(email: string): Promise<EnquiryJSON[]> {
    const rows = await this.enquiries
      .createQueryBuilder('enquiry')
      .where('lower(enquiry.email) = :email', { email: email.trim().toLowerCase() })
      .orderBy('enquiry.createdAt', 'ASC')
      .addOrderBy('enquiry.id', 'ASC')
      .getMany();
    return rows.map((row) => EnquiryDto.from(row));
  }
}
