import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** A titled part of the dashboard under its cards ("Your home visits", "Your valuations"). */
export function DashboardSection({
  id,
  title,
  sx,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={sx}>
      <Typography id={id} variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The dashboard's rows: a list of cards, each one link to its page, its parts on a grid (`columns`:
 * stacked on a phone, one line on a wider screen).
 */
export function LinkCardList<T extends { id: string }>({
  items,
  hrefOf,
  columns,
  children,
}: {
  items: readonly T[];
  hrefOf: (item: T) => string;
  columns: { xs: string; sm: string };
  children: (item: T) => ReactNode;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <li key={item.id}>
          <Card>
            <CardActionArea
              href={hrefOf(item)}
              sx={{
                p: 2,
                display: 'grid',
                gap: 1,
                alignItems: 'center',
                gridTemplateColumns: columns,
              }}
            >
              {children(item)}
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
