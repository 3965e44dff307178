import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** The lead text under the title. */
  subtitle?: ReactNode;
  /** Controls beside the title (under it on narrow screens). */
  actions?: ReactNode;
  /** 'center' for the marketing pages (default 'start'). */
  align?: 'start' | 'center';
  /** Id of the h1, for a landmark labelled by it. */
  titleId?: string;
  sx?: SxProps<Theme>;
}

/** A page title (h1, theme variant h1) with optional lead text and actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
  align = 'start',
  titleId,
  sx,
}: PageHeaderProps) {
  const centred = align === 'center';
  return (
    <Box
      sx={[
        { mb: { xs: 3, md: 5 }, textAlign: centred ? 'center' : undefined },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: centred ? 'center' : 'space-between',
          gap: 2,
          mb: subtitle ? 1.5 : 0,
        }}
      >
        <Typography id={titleId} variant="h1">
          {title}
        </Typography>
        {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
      </Box>
      {subtitle ? (
        <Typography
          component="p"
          variant="subtitle1"
          color="text.secondary"
          sx={{ maxWidth: 680, mx: centred ? 'auto' : undefined }}
        >
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
