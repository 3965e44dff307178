import Box from '@mui/material/Box';
import {
  COLLECTION_ORDERS,
  COLLECTION_RULES,
  COLLECTION_SORTS,
  COLLECTION_TEXTS,
  SERVICE_TYPES,
  type CollectionOrder,
  type CollectionQuery,
  type CollectionSort,
  type ServiceType,
} from '@valuation/contracts';
import MenuItem from '@mui/material/MenuItem';
import { LazySelectField } from '../SelectField';
import { TextField } from '../TextField';
import { categoryName } from './collectionFormats';

/** The sorting the page starts with: the most valuable first. */
export const DEFAULT_COLLECTION_SORT = { sort: 'value', order: 'desc' } as const satisfies {
  sort: CollectionSort;
  order: CollectionOrder;
};

const ALL = '';
const categoryOptions = [
  { value: ALL, label: COLLECTION_TEXTS.allCategories },
  ...SERVICE_TYPES.map((type) => ({ value: type, label: categoryName(type) })),
];

type SortValue = `${CollectionSort}:${CollectionOrder}`;
const sortOptions = COLLECTION_SORTS.flatMap((sort) =>
  // Each sort's natural order first (the due dates soonest first, the rest highest or newest).
  (sort === 'due' ? [...COLLECTION_ORDERS] : [...COLLECTION_ORDERS].reverse()).map((order) => ({
    value: `${sort}:${order}` as SortValue,
    label: `${COLLECTION_TEXTS.sortLabels[sort]}, ${COLLECTION_TEXTS.orderLabels[sort][order]}`,
  })),
);

export interface CollectionToolbarProps {
  query: CollectionQuery;
  onQueryChange: (query: CollectionQuery) => void;
}

/** Search (maker, model, reference, serial, title, description), category and sorting. */
export function CollectionToolbar({ query, onQueryChange }: CollectionToolbarProps) {
  const sort = query.sort ?? DEFAULT_COLLECTION_SORT.sort;
  const order = query.order ?? DEFAULT_COLLECTION_SORT.order;
  return (
    <Box
      role="search"
      aria-label={COLLECTION_TEXTS.searchLabel}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1.4fr' },
        mb: 3,
      }}
    >
      <TextField
        type="search"
        label={COLLECTION_TEXTS.searchLabel}
        value={query.q ?? ''}
        onChange={(event) => onQueryChange({ ...query, q: event.target.value })}
        slotProps={{ htmlInput: { maxLength: COLLECTION_RULES.maxQueryLength } }}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      {/* Selects whose menus load with the page's own chunk, after its first paint (ADR 021). */}
      <LazySelectField
        label={COLLECTION_TEXTS.categoryLabel}
        value={query.service ?? ALL}
        onChange={(event) => {
          const value = event.target.value;
          onQueryChange({ ...query, service: value === ALL ? undefined : (value as ServiceType) });
        }}
      >
        {categoryOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </LazySelectField>
      <LazySelectField
        label={COLLECTION_TEXTS.sortLabel}
        value={`${sort}:${order}`}
        onChange={(event) => {
          const [nextSort, nextOrder] = event.target.value.split(':') as [
            CollectionSort,
            CollectionOrder,
          ];
          onQueryChange({ ...query, sort: nextSort, order: nextOrder });
        }}
      >
        {sortOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </LazySelectField>
    </Box>
  );
}
