/** The installed app's tab bar, a chunk of its own (RootLayout loads it only in installed mode). */
export { BottomTabBar } from '@valuation/design-system';
