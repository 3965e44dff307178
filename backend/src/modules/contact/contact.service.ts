import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppException } from '../../common/errors';
import { MailConfig } from '../../config/mail.config';
import { MailService } from '../mail/mail.service';
import { contactAcknowledgementMail, contactTeamMail } from '../mail/mail.templates';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { CreateEnquiryDto } from './dto/create-enquiry.dto';
import { EnquiryDto, EnquiryJSON } from './dto/enquiry.dto';
import { Enquiry, EnquiryStatus } from './entities/enquiry.entity';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ENQUIRY_NOT_FOUND = 'Enquiry not found';

/** `%` and `_` (and the escape character) match themselves in an ILIKE pattern. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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

  async list(q: { search?: string; status?: EnquiryStatus; page: number; pageSize: number }) {
    const qb = this.enquiries.createQueryBuilder('enquiry');
    if (q.search) {
      qb.andWhere(
        `(enquiry.name ILIKE :pattern OR enquiry.email ILIKE :pattern OR enquiry.subject ILIKE :pattern)`,
        { pattern: likePattern(q.search) },
      );
    }
    if (q.status) qb.andWhere('enquiry.status = :status', { status: q.status });
    const [items, total] = await qb
      .orderBy('enquiry.createdAt', 'DESC')
      .addOrderBy('enquiry.id', 'ASC')
      .skip((q.page - 1) * q.pageSize)
      .take(q.pageSize)
      .getManyAndCount();
    return { items, total };
  }

  async getOrFail(id: string): Promise<Enquiry> {
    const enquiry = UUID_RE.test(id) ? await this.enquiries.findOne({ where: { id } }) : null;
    if (!enquiry) throw new AppException(404, ENQUIRY_NOT_FOUND);
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
