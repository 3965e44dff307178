import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { CollectionModule } from '../collection';
import { NotificationsModule } from '../notifications';
import { ChatModule } from '../chat';
import { ContactModule } from '../contact';
import { UsersModule } from '../users';
import { ValuationsModule } from '../valuations';
import { VisitsModule } from '../visits';
import { WebauthnModule } from '../webauthn';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [
    AuthModule,
    UsersModule,
    WebauthnModule,
    NotificationsModule,
    ContactModule,
    ChatModule,
    ValuationsModule,
    VisitsModule,
    CollectionModule,
  ],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
