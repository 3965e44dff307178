export { createAppTheme, type AppThemeOptions } from './createAppTheme';
export {
  DesignSystemProvider,
  prepareTheme,
  type DesignSystemProviderProps,
  type ColorModePreference,
} from './DesignSystemProvider';
export * as tokens from './tokens';
