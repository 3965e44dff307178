import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type {
  CreateSavedReplyRequest,
  SavedReply,
  UpdateSavedReplyRequest,
} from '@valuation/contracts';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';
import { SavedReplyForm } from './SavedReplyForm';

export const SAVED_REPLIES_SCREEN_TEXTS = {
  title: 'Saved replies',
  subtitle:
    'Type / in a conversation, then a few letters of the name, to insert one. Shared replies are offered to every expert and kept by admins.',
  newTitle: 'New saved reply',
  empty: 'You have no saved replies yet.',
  shared: 'Shared',
} as const;

export interface SavedRepliesScreenProps {
  replies?: SavedReply[];
  loading?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** Admins may add shared replies. */
  canShare?: boolean;
  /** Each resolves when done and rejects with a sentence to show (a failed delete: the container tells). */
  onCreate: (reply: CreateSavedReplyRequest) => Promise<void>;
  onUpdate: (id: string, change: UpdateSavedReplyRequest) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

/**
 * The staff console's saved replies (docs/product.md §2.21): the expert's own and the shared
 * ones, added, changed and deleted here, inserted in a conversation with "/".
 */
export function SavedRepliesScreen({
  replies,
  loading = false,
  errorMessage,
  onRetry,
  canShare = false,
  onCreate,
  onUpdate,
  onDelete,
}: SavedRepliesScreenProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const remove = (id: string) => {
    setDeleting(id);
    // A failure is told by the container (a toast); the reply stays listed.
    onDelete(id)
      .catch(() => undefined)
      .finally(() => setDeleting(null));
  };

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={SAVED_REPLIES_SCREEN_TEXTS.title}
        subtitle={SAVED_REPLIES_SCREEN_TEXTS.subtitle}
        sx={{ mb: 3 }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {errorMessage && <LoadError message={errorMessage} onRetry={onRetry} />}
          {loading && !replies && (
            <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 3 }}>
              <CircularProgress size={24} aria-hidden />
              <Typography>Loading saved replies...</Typography>
            </Box>
          )}
          {replies && replies.length === 0 && (
            <Typography color="text.secondary">{SAVED_REPLIES_SCREEN_TEXTS.empty}</Typography>
          )}
          <Box
            component="ul"
            aria-label={SAVED_REPLIES_SCREEN_TEXTS.title}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {replies?.map((reply) => (
              <Paper component="li" variant="outlined" key={reply.id} sx={{ p: 2 }}>
                {editing === reply.id ? (
                  <SavedReplyForm
                    initial={reply}
                    submitLabel="Save changes"
                    onSubmit={(change) =>
                      onUpdate(reply.id, { title: change.title, content: change.content }).then(
                        () => setEditing(null),
                      )
                    }
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
                      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                        {reply.title}
                      </Typography>
                      {reply.shared && (
                        <Chip size="small" label={SAVED_REPLIES_SCREEN_TEXTS.shared} />
                      )}
                    </Box>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
                      {reply.content}
                    </Typography>
                    {reply.editable && (
                      <Box sx={{ display: 'flex', gap: 1 }}>
                        <Button
                          size="small"
                          onClick={() => setEditing(reply.id)}
                          aria-label={`Edit ${reply.title}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          disabled={deleting === reply.id}
                          onClick={() => remove(reply.id)}
                          aria-label={`Delete ${reply.title}`}
                        >
                          Delete
                        </Button>
                      </Box>
                    )}
                  </>
                )}
              </Paper>
            ))}
          </Box>
        </Box>
        <SectionCard title={SAVED_REPLIES_SCREEN_TEXTS.newTitle} headingLevel={2}>
          <SavedReplyForm canShare={canShare} submitLabel="Save reply" onSubmit={onCreate} />
        </SectionCard>
      </Box>
    </Box>
  );
}
