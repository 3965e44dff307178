export {
  BottomTabBar,
  BOTTOM_TAB_BAR_HEIGHT,
  bottomTabs,
  staffBottomTabs,
  bottomMenuLinks,
  customerMenuLinks,
  type BottomTabBarProps,
} from './BottomTabBar';
