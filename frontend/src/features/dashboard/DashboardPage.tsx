import { DashboardScreen } from '@valuation/design-system';
import { selectCurrentUser } from '../../lib/session';
import { useAppSelector } from '../../lib/hooks';

export function DashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  return <DashboardScreen user={user} />;
}
