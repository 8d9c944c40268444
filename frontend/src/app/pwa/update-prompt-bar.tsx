import { RefreshCw } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import './update-prompt.css';

/**
 * "A new version is ready" with Reload and Later (docs/product-rules.md#offline). The region is always there,
 * so the announcement is heard when the bar appears; the bar floats over the page and moves nothing.
 */
export function UpdatePromptBar({
  newVersionReady,
  onReload,
  onLater,
}: {
  newVersionReady: boolean;
  onReload: () => void;
  onLater: () => void;
}) {
  return (
    <div className="update-prompt-region" role="status" aria-live="polite">
      {newVersionReady ? (
        <div className="update-prompt">
          <RefreshCw aria-hidden="true" />
          <p className="update-prompt__text">A new version is ready</p>
          <Button size="sm" variant="accent" onClick={onReload}>
            Reload
          </Button>
          <Button size="sm" variant="ghost" className="update-prompt__later" onClick={onLater}>
            Later
          </Button>
        </div>
      ) : null}
    </div>
  );
}
