import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import {
  SAVED_REPLY_LIMITS,
  SAVED_REPLY_TEXTS,
  type CreateSavedReplyRequest,
  type SavedReply,
  type UpdateSavedReplyRequest,
} from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import type { AuthenticatedUser } from '../auth';
import { SavedReplyEntity } from './entities/saved-reply.entity';

/**
 * Saved replies (docs/product.md §2.21): each expert's own, plus shared ones that admins keep.
 * Another expert's own reply does not exist for the caller (NOT_FOUND); a shared one is read-only
 * to experts (FORBIDDEN).
 */
@Injectable()
export class SavedRepliesService {
  constructor(
    @InjectRepository(SavedReplyEntity) private readonly replies: Repository<SavedReplyEntity>,
    private readonly clock: Clock,
  ) {}

  /** The caller's own replies, then the shared ones, each by name. */
  async list(caller: AuthenticatedUser): Promise<SavedReply[]> {
    const rows = await this.replies
      .createQueryBuilder('r')
      .where(
        new Brackets((w) =>
          w.where('r.ownerId = :me', { me: caller.id }).orWhere('r.ownerId IS NULL'),
        ),
      )
      .orderBy('(r.ownerId IS NULL)', 'ASC')
      .addOrderBy('lower(r.title)', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .getMany();
    return rows.map((r) => this.toJSON(r, caller));
  }

  async create(caller: AuthenticatedUser, dto: CreateSavedReplyRequest): Promise<SavedReply> {
    const shared = dto.shared === true;
    if (shared && caller.role !== 'admin')
      throw new DomainError('FORBIDDEN', SAVED_REPLY_TEXTS.sharedAdminsOnly);
    if (!shared) {
      const own = await this.replies.count({ where: { ownerId: caller.id } });
      if (own >= SAVED_REPLY_LIMITS.perExpert)
        throw new DomainError('CONFLICT', SAVED_REPLY_TEXTS.tooMany);
    }
    const now = this.clock.now();
    const saved = await this.replies.save(
      this.replies.create({
        ownerId: shared ? null : caller.id,
        title: dto.title.trim(),
        content: dto.content.trim(),
        createdAt: now,
        updatedAt: now,
      }),
    );
    return this.toJSON(saved, caller);
  }

  async update(
    caller: AuthenticatedUser,
    id: string,
    dto: UpdateSavedReplyRequest,
  ): Promise<SavedReply> {
    const reply = await this.editable(caller, id);
    if (dto.title !== undefined) reply.title = dto.title.trim();
    if (dto.content !== undefined) reply.content = dto.content.trim();
    reply.updatedAt = this.clock.now();
    return this.toJSON(await this.replies.save(reply), caller);
  }

  async remove(caller: AuthenticatedUser, id: string): Promise<void> {
    const reply = await this.editable(caller, id);
    await this.replies.delete({ id: reply.id });
  }

  private async editable(caller: AuthenticatedUser, id: string): Promise<SavedReplyEntity> {
    const reply = await this.replies.findOne({ where: { id } });
    if (!reply || (reply.ownerId !== null && reply.ownerId !== caller.id))
      throw new DomainError('NOT_FOUND', SAVED_REPLY_TEXTS.notFound);
    if (reply.ownerId === null && caller.role !== 'admin')
      throw new DomainError('FORBIDDEN', SAVED_REPLY_TEXTS.sharedAdminsOnly);
    return reply;
  }

  private toJSON(r: SavedReplyEntity, caller: AuthenticatedUser): SavedReply {
    const shared = r.ownerId === null;
    return {
      id: r.id,
      title: r.title,
      content: r.content,
      shared,
      editable: shared ? caller.role === 'admin' : r.ownerId === caller.id,
      updatedAt: new Date(r.updatedAt).toISOString(),
    };
  }
}
