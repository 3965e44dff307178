import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { HeadingLevel } from '../SectionCard';

export interface Feature {
  title: string;
  text: string;
  Icon: ComponentType<SvgIconProps>;
  /** Makes the whole card a link (the dashboard's entry cards). */
  href?: string;
}

export interface FeatureGridProps {
  features: readonly Feature[];
  /** The level of each card's heading (default 3, under a section's h2). Looks like the theme's h5. */
  headingLevel?: HeadingLevel;
  /** Cards per row at the largest size: 3 (default; 2 on tablets), 2, or 4 (2 up to a laptop). */
  columns?: 2 | 3 | 4;
}

const templates = {
  2: { xs: '1fr', sm: 'repeat(2, 1fr)' },
  3: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  4: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/** A responsive list of icon + title + text cards. */
export function FeatureGrid({ features, headingLevel = 3, columns = 3 }: FeatureGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: templates[columns],
      }}
    >
      {features.map(({ title, text, Icon, href }) => {
        const content = (
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Icon aria-hidden="true" color="primary" sx={{ fontSize: 36, mb: 2 }} />
            <Typography component={`h${headingLevel}`} variant="h5" sx={{ mb: 1 }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </CardContent>
        );
        return (
          <Box component="li" key={title}>
            <Card
              sx={{ height: '100%', ...(href && { '&:hover': { borderColor: 'primary.main' } }) }}
            >
              {href ? (
                <CardActionArea href={href} sx={{ height: '100%' }}>
                  {content}
                </CardActionArea>
              ) : (
                content
              )}
            </Card>
          </Box>
        );
      })}
    </Box>
  );
}
