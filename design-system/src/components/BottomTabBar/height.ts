/** The bottom tab bar's height (px), which the layout keeps clear of in installed mode. */
export const BOTTOM_TAB_BAR_HEIGHT = 64;
