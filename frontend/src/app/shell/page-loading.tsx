import { Spinner } from '@/shared/ui/spinner';

/** While a screen's code loads inside the shell (lazy routes). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <Spinner label={null} />
      <span>Loading...</span>
    </div>
  );
}
