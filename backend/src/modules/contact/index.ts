// The contact module's public door: what other modules may import from it. Everything else in
// modules/contact is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { ContactModule } from './contact.module';
export { ContactService } from './contact.service';
export { EnquiryDto } from './dto/enquiry.dto';
