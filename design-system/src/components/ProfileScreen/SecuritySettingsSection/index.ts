export {
  SecuritySettingsSection,
  type SecuritySettingsSectionProps,
} from './SecuritySettingsSection';
