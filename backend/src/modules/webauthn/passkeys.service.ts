import { API_ERRORS } from '@valuation/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { PasskeyDto } from './dto/passkey.dto';
import { Passkey } from './entities/passkey.entity';

/** The signed-in user's passkeys: list, rename, remove (another user's passkey is "not found"). */
@Injectable()
export class PasskeysService {
  constructor(@InjectRepository(Passkey) private readonly passkeys: Repository<Passkey>) {}

  async list(userId: string): Promise<PasskeyDto[]> {
    const rows = await this.passkeys.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((p) => PasskeyDto.from(p));
  }

  /** Every passkey of the account, oldest first, as stored (the data export). */
  allOf(userId: string): Promise<Passkey[]> {
    return this.passkeys.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async rename(userId: string, id: string, name: string): Promise<PasskeyDto> {
    const updated = await this.passkeys.update({ id, userId }, { name });
    if (!updated.affected) throw notFound();
    return PasskeyDto.from(await this.passkeys.findOneOrFail({ where: { id } }));
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.passkeys.delete({ id, userId });
    if (!deleted.affected) throw notFound();
  }
}

function notFound(): DomainError {
  return new DomainError('NOT_FOUND', API_ERRORS.passkeyNotFound);
}
