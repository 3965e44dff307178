import { Outlet, useLocation } from 'react-router-dom';
import { StaffConsoleLayout } from '@valuation/design-system';

/** /staff/…: the console's shell around its sections (docs/product.md §2.21). */
export function StaffLayout() {
  const { pathname } = useLocation();
  return (
    <StaffConsoleLayout currentPath={pathname}>
      <Outlet />
    </StaffConsoleLayout>
  );
}
