import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface SectionCardProps {
  /** The section's heading, also its accessible name. */
  title: ReactNode;
  /** The heading's level in the page outline (default 2). Its look is the theme's h4 variant. */
  headingLevel?: HeadingLevel;
  /** A line of text under the heading. */
  description?: ReactNode;
  /** Controls shown beside the heading (stacked under it on narrow screens). */
  actions?: ReactNode;
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/** A titled card section (a landmark named by its heading). */
export function SectionCard({
  title,
  headingLevel = 2,
  description,
  actions,
  children,
  sx,
}: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={sx}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            columnGap: 2,
            rowGap: 1,
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography id={titleId} component={`h${headingLevel}`} variant="h4" sx={{ mb: 0.5 }}>
              {title}
            </Typography>
          </Box>
          {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
        </Box>
        {description ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {description}
          </Typography>
        ) : (
          <Box sx={{ mb: 2 }} />
        )}
        {children}
      </CardContent>
    </Card>
  );
}
