// The visits module's public door: what other modules may import from it. Everything else in
// modules/visits is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { VisitDto } from './dto/visit.dto';
export { VisitAssigned, VisitChanged } from './visit.events';
export { VisitsModule } from './visits.module';
export { VisitsService } from './visits.service';
