import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { UsersModule } from '../users';
import { Passkey } from './entities/passkey.entity';
import { WebauthnChallenge } from './entities/webauthn-challenge.entity';
import { PasskeyController, PasskeyRegistrationController } from './webauthn.controller';
import { PasskeyChallengesService } from './passkey-challenges.service';
import { PasskeyRegistrationService } from './passkey-registration.service';
import { PasskeySignInService } from './passkey-sign-in.service';
import { PasskeysService } from './passkeys.service';

@Module({
  imports: [TypeOrmModule.forFeature([Passkey, WebauthnChallenge]), AuthModule, UsersModule],
  controllers: [PasskeyRegistrationController, PasskeyController],
  providers: [
    PasskeyChallengesService,
    PasskeyRegistrationService,
    PasskeySignInService,
    PasskeysService,
  ],
  exports: [PasskeysService],
})
export class WebauthnModule {}
