export {
  StaffConsoleLayout,
  STAFF_CONSOLE_TITLE,
  staffConsoleLinks,
  type StaffConsoleLayoutProps,
} from './StaffConsoleLayout';
