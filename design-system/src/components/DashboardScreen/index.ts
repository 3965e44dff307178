export {
  DashboardScreen,
  DASHBOARD_FALLBACK_NAME,
  type DashboardScreenProps,
} from './DashboardScreen';
