import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { apiErrorMessage } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { downloadAccountData } from '../api/account-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import './your-data.css';

const DOWNLOAD_FAILED_MESSAGE = 'Your data could not be downloaded just now. Please try again.';

/** The profile's Your Data card: Download my data and Delete my account (docs/product-rules.md#your-data). */
export function YourData() {
  const [downloading, setDownloading] = useState(false);
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadFailure(null);
    try {
      await downloadAccountData();
    } catch (error) {
      setDownloadFailure(apiErrorMessage(error, DOWNLOAD_FAILED_MESSAGE));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card className="your-data">
      <CardHeader title="Your Data" description="Yours to take or to delete" icon={<ShieldCheck />} />
      <CardContent className="your-data__body">
        <p className="your-data__text">
          Download everything Fescue holds on you: your profile, rounds, ratings, bucket list, achievements
          and links to your photos, in one JSON file.
        </p>
        <Button variant="secondary" pending={downloading} onClick={() => void download()}>
          <Download aria-hidden="true" />
          {downloading ? 'Preparing...' : 'Download my data'}
        </Button>
        {downloadFailure ? (
          <p className="your-data__failure" role="alert">
            {downloadFailure}
          </p>
        ) : null}
        <Button variant="ghost" className="your-data__delete" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
