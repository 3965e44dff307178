export * from './StaffValuationScreen';
export { staffActions, ACTION_REASONS, type StaffViewer, type StaffActions } from './staffActions';
