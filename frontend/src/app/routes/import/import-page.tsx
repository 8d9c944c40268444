import { ImportScreen } from '@/features/import';
import { GhinFullHistory } from '@/features/ghin-sync';

/** Import: bring years of golf from other apps, spreadsheets and GHIN. */
export default function ImportPage() {
  return (
    <div className="page-container import-page">
      <title>Import your golf · Fescue</title>
      <header>
        <h1 tabIndex={-1}>Import your golf</h1>
        <p>
          Rounds from 18Birdies, courses from TheGrint, any spreadsheet: checked before anything is saved, and
          one click to take an import back.
        </p>
      </header>
      <ImportScreen />
      <GhinFullHistory />
    </div>
  );
}
