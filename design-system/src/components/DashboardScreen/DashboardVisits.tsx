import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ROUTES, routePath, type Visit } from '@valuation/contracts';
import { VisitStatusChip } from '../VisitScreen/VisitStatusChip';
import { formatVisitTime } from '../VisitSlotPicker/visitTime';
import { DashboardSection, LinkCardList } from './DashboardList';

export const YOUR_VISITS = 'Your home visits';

const visitHref = (v: Visit) => routePath(ROUTES.visit, { id: v.id });

function VisitRows({ visits }: { visits: Visit[] }) {
  return (
    <LinkCardList
      items={visits}
      hrefOf={visitHref}
      columns={{ xs: '1fr auto', sm: '1fr 2.5fr auto' }}
    >
      {(v) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>{v.reference}</Typography>
          <Typography color="text.secondary" sx={{ order: { xs: 3, sm: 0 } }}>
            {formatVisitTime({ start: v.start, end: v.end })}
          </Typography>
          <Box sx={{ justifySelf: 'end' }}>
            <VisitStatusChip status={v.status} />
          </Box>
        </>
      )}
    </LinkCardList>
  );
}

/** The customer's home visits under the dashboard's cards: upcoming first (soonest first), then past. */
export function DashboardVisits({ visits, now }: { visits: Visit[]; now: Date }) {
  const upcoming = visits
    .filter((v) => new Date(v.end) >= now && v.status !== 'cancelled' && v.status !== 'completed')
    .sort((a, b) => a.start.localeCompare(b.start));
  const past = visits
    .filter((v) => !upcoming.includes(v))
    .sort((a, b) => b.start.localeCompare(a.start));
  return (
    <DashboardSection id="dashboard-visits" title={YOUR_VISITS} sx={{ mt: { xs: 4, md: 6 } }}>
      {upcoming.length > 0 ? (
        <>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            Upcoming
          </Typography>
          <VisitRows visits={upcoming} />
        </>
      ) : null}
      {past.length > 0 ? (
        <>
          <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
            Past and cancelled
          </Typography>
          <VisitRows visits={past} />
        </>
      ) : null}
    </DashboardSection>
  );
}
