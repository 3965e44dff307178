export {
  DashboardScreen,
  DASHBOARD_FALLBACK_NAME,
  NO_VALUATIONS_TEXT,
  YOUR_VALUATIONS,
  type DashboardScreenProps,
} from './DashboardScreen';
