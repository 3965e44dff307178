import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Session } from '../auth/entities/session.entity';
import { ChatModule } from '../chat/chat.module';
import { ContactModule } from '../contact/contact.module';
import { User } from '../users/entities/user.entity';
import { ValuationsModule } from '../valuations/valuations.module';
import { VisitsModule } from '../visits/visits.module';
import { Passkey } from '../webauthn/entities/passkey.entity';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([User, Session, Passkey]),
    AuthModule,
    ContactModule,
    ChatModule,
    ValuationsModule,
    VisitsModule,
  ],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
