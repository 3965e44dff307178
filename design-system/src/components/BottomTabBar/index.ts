export {
  BottomTabBar,
  BOTTOM_TAB_BAR_HEIGHT,
  bottomTabs,
  bottomMenuLinks,
  type BottomTabBarProps,
} from './BottomTabBar';
