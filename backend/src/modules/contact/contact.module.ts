import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { Enquiry } from './entities/enquiry.entity';
import { StaffEnquiriesController } from './staff-enquiries.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Enquiry]), AuthModule],
  controllers: [ContactController, StaffEnquiriesController],
  providers: [ContactService],
  exports: [ContactService],
})
export class ContactModule {}
