import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import type { ColorModePreference } from '../../theme/DesignSystemProvider';

export const colorModeOptions: {
  mode: ColorModePreference;
  label: string;
  Icon: typeof DarkModeOutlined;
}[] = [
  { mode: 'system', label: 'System', Icon: SettingsBrightnessOutlined },
  { mode: 'light', label: 'Light', Icon: LightModeOutlined },
  { mode: 'dark', label: 'Dark', Icon: DarkModeOutlined },
];
