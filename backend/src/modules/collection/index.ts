// The collection module's public door: what other modules may import from it. Everything else in
// modules/collection is its own (eslint's import-x/no-restricted-paths fails a deep import).
export type { ScheduleRow } from './collection-items';
export { CollectionModule } from './collection.module';
export { CollectionService } from './collection.service';
export type { ScheduleData, SharedScheduleData, SharedScheduleOptions } from './collection.service';
export { csvCell } from './schedule-csv';
export { ExportedScheduleShareDto } from './dto/collection-response.dto';
export { ScheduleSharesService } from './schedule-shares.service';
