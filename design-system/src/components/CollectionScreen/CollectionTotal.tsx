import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { COLLECTION_TEXTS, SERVICE_TYPES, type CollectionTotals } from '@valuation/contracts';
import { categoryName, formatPounds } from './collectionFormats';

export interface CollectionTotalProps {
  totals: CollectionTotals;
  /** Items in the list that are left out of the schedule (and so of the totals). */
  leftOut: number;
  /** The schedule's downloads and "Share with my insurer". */
  actions?: ReactNode;
}

/** The top of the page: the total insured value, the items it counts, each category's part. */
export function CollectionTotal({ totals, leftOut, actions }: CollectionTotalProps) {
  const headingId = useId();
  const categories = SERVICE_TYPES.filter((type) => totals.byService[type]?.items);
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2.5, sm: 3 }, mb: 3, borderColor: 'primary.main' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          gap: 2,
        }}
      >
        <Box>
          <Typography id={headingId} component="h2" variant="overline" color="text.secondary">
            {COLLECTION_TEXTS.total}
          </Typography>
          <Typography
            component="p"
            variant="h3"
            sx={{ color: 'primary.main', fontWeight: 600 }}
            data-testid="collection-total-value"
          >
            {formatPounds(totals.value)}
          </Typography>
          <Typography color="text.secondary">
            {COLLECTION_TEXTS.itemsCounted(totals.items)}
            {leftOut > 0 ? ` · ${COLLECTION_TEXTS.leftOutCount(leftOut)}` : ''}
          </Typography>
        </Box>
        {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
      </Box>
      {categories.length > 1 ? (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
        >
          {categories.map((type) => {
            const part = totals.byService[type]!;
            return (
              <Typography component="li" variant="body2" key={type}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {categoryName(type)}
                </Box>{' '}
                <strong>{formatPounds(part.value)}</strong> (
                {COLLECTION_TEXTS.itemsCounted(part.items)})
              </Typography>
            );
          })}
        </Box>
      ) : null}
    </Card>
  );
}
