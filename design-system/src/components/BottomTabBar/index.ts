export {
  BottomTabBar,
  BOTTOM_TAB_BAR_HEIGHT,
  bottomTabs,
  staffBottomTabs,
  bottomMenuLinks,
  type BottomTabBarProps,
} from './BottomTabBar';
