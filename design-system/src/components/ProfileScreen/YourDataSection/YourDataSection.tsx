import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { DeleteAccountDialog } from '../../DeleteAccountDialog';
import { SectionCard } from '../../SectionCard';
import { SubmitButton } from '../../SubmitButton';

export interface YourDataSectionProps {
  /** "Download my data" (busy "Preparing..." until the promise settles). */
  onDownloadData: () => Promise<void> | void;
  downloadingData?: boolean;
  /** "Delete my account" confirmed with the password in a dialog. */
  onDeleteAccount: (password: string) => Promise<void>;
  deletingAccount?: boolean;
}

/** Your Data (UK GDPR rights): download a copy of everything, or delete the account. */
export function YourDataSection({
  onDownloadData,
  downloadingData = false,
  onDeleteAccount,
  deletingAccount,
}: YourDataSectionProps) {
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [preparing, setPreparing] = useState(false);

  const download = async () => {
    setPreparing(true);
    try {
      await onDownloadData();
    } catch {
      // The container reports the failure.
    } finally {
      setPreparing(false);
    }
  };

  return (
    <SectionCard
      title="Your Data"
      description="Download a copy of everything we hold about you, or delete your account and all of its data."
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SubmitButton
          type="button"
          variant="outlined"
          onClick={() => void download()}
          busy={downloadingData || preparing}
          busyLabel="Preparing..."
          startIcon={<DownloadOutlined aria-hidden="true" />}
        >
          Download my data
        </SubmitButton>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setDeleteOpen(true)}
          startIcon={<DeleteForeverOutlined aria-hidden="true" />}
        >
          Delete my account
        </Button>
      </Box>
      <DeleteAccountDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        onConfirm={onDeleteAccount}
        deleting={deletingAccount}
      />
    </SectionCard>
  );
}
