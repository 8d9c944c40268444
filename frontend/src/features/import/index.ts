/** Import your golf: other apps' files, spreadsheets and pastes, previewed, imported as a batch, undone. */
export { ImportScreen } from './components/import-screen';
