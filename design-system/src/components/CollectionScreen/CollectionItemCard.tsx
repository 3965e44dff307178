import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import {
  COLLECTION_TEXTS,
  ROUTES,
  routePath,
  VALUATION_BASIS_LABELS,
  type CollectionItem,
} from '@valuation/contracts';
import { StatusChip } from '../StatusChip/StatusChip';
import {
  categoryName,
  formatDay,
  formatPounds,
  identityLine,
  signedPercent,
} from './collectionFormats';

export interface CollectionItemCardProps {
  item: CollectionItem;
  /** Leaves the item out of the schedule (true) or includes it again (false). */
  onToggleExcluded: (item: CollectionItem, excluded: boolean) => void;
  /** The item's change is on its way: its button waits. */
  busy?: boolean;
  now: Date;
}

/** The item's photo (a signed preview), or a frame with the diamond when it has none. */
export function ItemPhoto({ title, photoUrl }: { title: string; photoUrl: string | null }) {
  const frame = {
    width: { xs: 72, sm: 96 },
    height: { xs: 72, sm: 96 },
    borderRadius: 1,
    flexShrink: 0,
  } as const;
  if (!photoUrl) {
    return (
      <Box
        sx={{
          ...frame,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <DiamondOutlined aria-hidden="true" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={photoUrl}
      alt={COLLECTION_TEXTS.photoAlt(title)}
      loading="lazy"
      sx={{ ...frame, objectFit: 'cover', display: 'block' }}
    />
  );
}

/**
 * One valued item: photo, title (the link to its latest request), value and basis, when it was
 * valued, when it is due for revaluation, an estimate after a market movement (labelled so), and
 * the control that leaves it out of the schedule or includes it again.
 */
export function CollectionItemCard({
  item,
  onToggleExcluded,
  busy = false,
  now,
}: CollectionItemCardProps) {
  const identity = identityLine(item.service, item.identity);
  const due = item.revaluationDueAt;
  const overdue = due !== null && new Date(due).getTime() <= now.getTime();
  const action = item.excluded ? COLLECTION_TEXTS.include : COLLECTION_TEXTS.exclude;
  return (
    <Card
      component="article"
      aria-label={item.title}
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        gap: 2,
        height: '100%',
        ...(item.excluded && { borderStyle: 'dashed' }),
      }}
    >
      <ItemPhoto title={item.title} photoUrl={item.photoUrl} />
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.75, alignContent: 'start' }}>
        <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3 }}>
          <Link
            href={routePath(ROUTES.valuationRequest, { id: item.latestRequestId })}
            underline="hover"
            color="inherit"
          >
            {item.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {categoryName(item.service)}
          {identity ? ` · ${identity}` : ''}
        </Typography>
        <Typography sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
          <Box component="strong" sx={{ fontSize: '1.25rem' }}>
            {formatPounds(item.value)}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {VALUATION_BASIS_LABELS[item.basis]}
          </Box>
        </Typography>
        <Typography variant="body2">
          {COLLECTION_TEXTS.valuedOn(formatDay(item.valuedAt))}
        </Typography>
        {due ? (
          overdue ? (
            <Box>
              <StatusChip label={COLLECTION_TEXTS.revaluationOverdue} tone="warning" />
            </Box>
          ) : (
            <Typography variant="body2">
              {COLLECTION_TEXTS.revaluationDue(formatDay(due))}
            </Typography>
          )
        ) : null}
        {item.estimate ? (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              p: 1,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'info.main',
              borderRadius: 1,
            }}
          >
            <StatusChip label={COLLECTION_TEXTS.estimate} tone="info" />
            <Typography variant="body2">
              {COLLECTION_TEXTS.estimateOf(
                formatPounds(item.estimate.value),
                signedPercent(item.estimate.changePercent),
                formatDay(item.estimate.effectiveFrom),
              )}
            </Typography>
          </Box>
        ) : null}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mt: 0.5,
          }}
        >
          {item.excluded ? (
            <StatusChip label={COLLECTION_TEXTS.excluded} tone="default" />
          ) : (
            <span />
          )}
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            disabled={busy}
            aria-label={COLLECTION_TEXTS.toggleFor(action, item.title)}
            onClick={() => onToggleExcluded(item, !item.excluded)}
          >
            {action}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
