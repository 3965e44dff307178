export {
  agendaFirstDay,
  agendaLabel,
  londonLocalToIso,
  STAFF_VISITS_TITLE,
  StaffVisitsScreen,
  type AgendaSpan,
  type StaffVisitsScreenProps,
} from './StaffVisitsScreen';
