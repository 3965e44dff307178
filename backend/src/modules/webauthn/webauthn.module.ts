import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Passkey } from './entities/passkey.entity';
import { WebauthnChallenge } from './entities/webauthn-challenge.entity';
import { PasskeyController, PasskeyRegistrationController } from './webauthn.controller';
import { WebauthnService } from './webauthn.service';

@Module({
  imports: [TypeOrmModule.forFeature([Passkey, WebauthnChallenge]), AuthModule],
  controllers: [PasskeyRegistrationController, PasskeyController],
  providers: [WebauthnService],
})
export class WebauthnModule {}
