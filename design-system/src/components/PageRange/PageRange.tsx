import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

export interface PageRangeProps {
  /** Rows in the whole list. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** Called with the page to show (from 1). */
  onPageChange: (page: number) => void;
}

const PREVIOUS = 'Go to previous page';
const NEXT = 'Go to next page';

/**
 * "21–40 of 46" and the previous and next page buttons under a staff list, as MUI's
 * TablePagination showed them without a rows-per-page choice. Its buttons are named by the
 * browser's own tooltip (`title`): MUI's Tooltip put Popper.js on the console's pages (ADR 018).
 */
export function PageRange({ total, page, pageSize, onPageChange }: PageRangeProps) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 2.5,
        minHeight: 52,
        px: { xs: 2, sm: 3 },
        pr: { sm: 1 },
        color: 'text.primary',
      }}
    >
      <Typography variant="body2">{`${from}–${to} of ${total}`}</Typography>
      <Box sx={{ flexShrink: 0 }}>
        <IconButton
          aria-label={PREVIOUS}
          title={PREVIOUS}
          color="inherit"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton
          aria-label={NEXT}
          title={NEXT}
          color="inherit"
          disabled={page >= last}
          onClick={() => onPageChange(page + 1)}
        >
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Box>
  );
}
