import { DashboardScreen } from '@valuation/design-system';
import { selectCurrentUser } from '../../lib/authSlice';
import { useAppSelector } from '../../lib/hooks';

export function DashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  return <DashboardScreen firstName={user?.firstName || undefined} />;
}
