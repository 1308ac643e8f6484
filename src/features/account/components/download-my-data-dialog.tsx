// The dialog behind "Download my data", a chunk of its own like the deletion dialogs.
import { summarizeExport } from '@domain/account-export';
import { exportMyDataFromServer, saveAsJsonFile } from '../api/account-api';
import { PasswordDialog } from './password-dialog';

export default function DownloadMyDataDialog({
  onDone,
  onCancel,
}: {
  /** The readable summary of what was downloaded. */
  onDone: (summary: string[]) => void;
  onCancel: () => void;
}) {
  async function download() {
    const data = await exportMyDataFromServer();
    saveAsJsonFile(data, `tripwise-my-data-${data.exportedAt.slice(0, 10)}.json`);
    onDone(summarizeExport(data));
  }
  return (
    <PasswordDialog
      intro="To download your data, enter the password you sign in with."
      actionLabel="Download"
      busyLabel="Preparing…"
      failurePrefix="Failed to download your data"
      onAuthenticated={download}
      onCancel={onCancel}
    />
  );
}
