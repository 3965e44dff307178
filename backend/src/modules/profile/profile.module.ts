import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule, Session } from '../auth';
import { NotificationsModule } from '../notifications';
import { ChatModule } from '../chat';
import { ContactModule } from '../contact';
import { User } from '../users';
import { ValuationsModule } from '../valuations';
import { VisitsModule } from '../visits';
import { Passkey } from '../webauthn';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([User, Session, Passkey]),
    AuthModule,
    NotificationsModule,
    ContactModule,
    ChatModule,
    ValuationsModule,
    VisitsModule,
  ],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
