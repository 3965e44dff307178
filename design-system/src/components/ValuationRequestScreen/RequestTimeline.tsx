import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VALUATION_STATUS_LABELS, type ValuationTimelineEntry } from '@valuation/contracts';
import { formatDateTime } from './formats';

/** A request's timeline, oldest first: each status, when, by whom (by name), and its note. */
export function RequestTimeline({ timeline }: { timeline: ValuationTimelineEntry[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Timeline">
      {timeline.map((entry, index) => (
        <Box
          component="li"
          key={`${entry.status}-${entry.at}-${index}`}
          sx={{
            borderLeft: 2,
            borderColor: index === timeline.length - 1 ? 'primary.main' : 'divider',
            pl: 2,
            pb: 2,
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>{VALUATION_STATUS_LABELS[entry.status]}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(entry.at)}
            {entry.by ? `, by ${entry.by}` : ''}
          </Typography>
          {entry.note ? (
            <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>{entry.note}</Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
