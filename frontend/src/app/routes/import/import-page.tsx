import { ImportScreen } from '@/features/import';
import { GhinFullHistory } from '@/features/ghin-sync';
import './import-page.css';

/** Import: bring years of golf from other apps, spreadsheets and GHIN. */
export default function ImportPage() {
  return (
    <div className="page-container import-page">
      <title>Import your golf · Fescue</title>
      <header className="import-page__header">
        <h1 tabIndex={-1}>Import your golf</h1>
        <p>
          Rounds from 18Birdies, courses from TheGrint, any spreadsheet: checked before anything is saved, and
          one click to take an import back.
        </p>
      </header>
      <ImportScreen />
      <div className="import-screen">
        <GhinFullHistory />
      </div>
    </div>
  );
}
