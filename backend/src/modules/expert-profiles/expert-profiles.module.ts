import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { ExpertProfileEntity } from './entities/expert-profile.entity';
import { ExpertProfilesController, ExpertSignatureController } from './expert-profiles.controller';
import { ExpertProfilesService } from './expert-profiles.service';

/** Valuer profiles: the qualification and signature certificates print (docs/product.md §2.20). */
@Module({
  imports: [TypeOrmModule.forFeature([ExpertProfileEntity]), AuthModule],
  controllers: [ExpertProfilesController, ExpertSignatureController],
  providers: [ExpertProfilesService],
  exports: [ExpertProfilesService],
})
export class ExpertProfilesModule {}
