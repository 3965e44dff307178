import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { API_ERRORS, Page } from '@valuation/contracts';
import { randomBytes } from 'node:crypto';
import { In, IsNull, Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { likePattern, paginate } from '../../common/pagination/paginate';
import { SessionCacheService } from '../../infrastructure/session-cache/session-cache.service';
import { EndAccountSessions } from './account.commands';
import { ListUsersQueryDto } from './dto/list-users.dto';
import { StaffUserDto } from './dto/user.dto';
import { Role, User } from './entities/user.entity';

export const USER_NOT_FOUND = API_ERRORS.userNotFound;

/** The roles of staff (the console's experts and admins). */
const STAFF_ROLES: Role[] = ['expert', 'admin'];

/** What an account may change of itself (PUT /profile). */
export type ProfileChanges = Partial<
  Pick<
    User,
    | 'firstName'
    | 'lastName'
    | 'phoneNumber'
    | 'address'
    | 'notificationPreferences'
    | 'timezone'
    | 'preferredLanguage'
    | 'marketingConsent'
  >
>;

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  role?: Role;
}

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessionCache: SessionCacheService,
    private readonly commands: CommandBus,
  ) {}

  /** By normalised email (uses the unique index on lower(email)), with its password hash. */
  findByEmailWithHash(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = :email', { email: email.toLowerCase() })
      .getOne();
  }

  findByIdWithHash(id: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id })
      .getOne();
  }

  async emailTaken(email: string): Promise<boolean> {
    const row = await this.users
      .createQueryBuilder('user')
      .select('user.id')
      .where('lower(user.email) = :email', { email: email.toLowerCase() })
      .getOne();
    return row !== null;
  }

  /** Inserts a user; returns null when the email is already registered (unique index). */
  async create(data: NewUser): Promise<User | null> {
    try {
      const user = this.users.create({ ...data, role: data.role ?? 'customer', disabledAt: null });
      // No implicit transaction: on PGlite (one shared connection) it would take in the statements
      // of concurrent requests, and a duplicate-email rollback would undo them.
      return await this.users.save(user, { transaction: false });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') return null;
      throw err;
    }
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash });
  }

  /** Staff list: search in email and names, filter by role, newest first. */
  list(q: ListUsersQueryDto): Promise<Page<StaffUserDto>> {
    const qb = this.users.createQueryBuilder('user');
    if (q.search) {
      const pattern = likePattern(q.search);
      qb.andWhere(
        `(user.email ILIKE :pattern OR user.firstName ILIKE :pattern OR user.lastName ILIKE :pattern
          OR (user.firstName || ' ' || user.lastName) ILIKE :pattern)`,
        { pattern },
      );
    }
    if (q.role) qb.andWhere('user.role = :role', { role: q.role });
    qb.orderBy('user.createdAt', 'DESC').addOrderBy('user.id', 'ASC');
    return paginate(qb, q, (user) => StaffUserDto.fromUser(user));
  }

  /** The account (without its password hash), or null. */
  findById(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  /** The accounts among `ids` that exist (without password hashes), in no particular order. */
  async findByIds(ids: readonly string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    return this.users.find({ where: { id: In([...new Set(ids)]) } });
  }

  /** A staff member (expert or admin) by id, or null; `enabledOnly` refuses a disabled one. */
  findStaffMember(id: string, { enabledOnly = false } = {}): Promise<User | null> {
    return this.users.findOne({
      where: { id, role: In(STAFF_ROLES), ...(enabledOnly ? { disabledAt: IsNull() } : {}) },
    });
  }

  /**
   * Every staff member (experts and admins): by name, or by id (a stable order to pick from);
   * `enabledOnly` leaves the disabled out.
   */
  staff({
    enabledOnly = false,
    orderBy = 'name',
  }: { enabledOnly?: boolean; orderBy?: 'name' | 'id' } = {}): Promise<User[]> {
    return this.users.find({
      where: { role: In(STAFF_ROLES), ...(enabledOnly ? { disabledAt: IsNull() } : {}) },
      order: orderBy === 'id' ? { id: 'ASC' } : { firstName: 'ASC', lastName: 'ASC' },
    });
  }

  /** Saves what the account changed of itself; the session cache forgets its names. */
  async updateProfile(id: string, changes: ProfileChanges): Promise<void> {
    await this.users.update({ id }, changes);
    await this.sessionCache.evictUser(id);
  }

  /** Deletes the account; its sessions, tokens and passkeys go with it (foreign keys cascade). */
  async remove(id: string): Promise<void> {
    await this.users.delete({ id });
  }

  /** `id` is a well-formed uuid (ParseIdPipe). */
  async getOrFail(id: string): Promise<User> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw new DomainError('NOT_FOUND', USER_NOT_FOUND);
    return user;
  }

  /** The account's random WebAuthn user handle, made on first use (never the email or the id). */
  async webauthnHandle(userId: string): Promise<string | null> {
    await this.users.update(
      { id: userId, webauthnUserId: IsNull() },
      { webauthnUserId: randomBytes(32).toString('base64url') },
    );
    const user = await this.users.findOne({
      where: { id: userId },
      select: { id: true, webauthnUserId: true },
    });
    return user?.webauthnUserId ?? null;
  }

  async setRole(id: string, role: Role, actorId: string): Promise<User> {
    const user = await this.getOrFail(id);
    if (user.id === actorId && role !== 'admin') {
      throw new DomainError('NOT_ALLOWED_ON_SELF', 'You cannot remove your own admin role.');
    }
    user.role = role;
    const saved = await this.users.save(user, { transaction: false });
    await this.sessionCache.evictUser(user.id);
    return saved;
  }

  /** Disabling revokes every session at once, so its access tokens stop working immediately. */
  async setDisabled(id: string, disabled: boolean, actorId: string): Promise<User> {
    const user = await this.getOrFail(id);
    if (disabled && user.id === actorId)
      throw new DomainError('NOT_ALLOWED_ON_SELF', 'You cannot disable your own account.');
    if (disabled) {
      // No transaction (PGlite has one shared connection): each statement alone already locks the
      // account out, because every authenticated request checks both the account and the session.
      await this.users.update({ id: user.id }, { disabledAt: user.disabledAt ?? new Date() });
      await this.commands.execute(new EndAccountSessions(user.id));
    } else {
      await this.users.update({ id: user.id }, { disabledAt: null });
      await this.sessionCache.evictUser(user.id);
    }
    return this.getOrFail(id);
  }

  /** ADMIN_EMAIL / ADMIN_PASSWORD: make sure the account exists, is enabled and is an admin. */
  async ensureAdmin(email: string, hash: () => Promise<string>): Promise<void> {
    const existing = await this.findByEmailWithHash(email);
    if (existing) {
      if (existing.role !== 'admin' || existing.disabledAt) {
        await this.users.update({ id: existing.id }, { role: 'admin', disabledAt: null });
        await this.sessionCache.evictUser(existing.id);
        this.logger.log(`Made ${email} an enabled admin`);
      }
      return;
    }
    await this.create({
      email,
      firstName: 'Site',
      lastName: 'Administrator',
      passwordHash: await hash(),
      role: 'admin',
    });
    this.logger.log(`Created the admin account ${email}`);
  }
}
