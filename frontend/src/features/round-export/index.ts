export { ExportDataButton } from './export-data-button';
export { ImportRoundsButton } from './import-rounds-dialog';
export { downloadBlob } from './export-rounds';
export { CsvDropZone } from './csv-drop-zone';
