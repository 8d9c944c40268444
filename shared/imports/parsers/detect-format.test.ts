import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectImportFormat } from './detect-format';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

describe('detectImportFormat', () => {
  it('names the format of each sample file', () => {
    expect(detectImportFormat('18birdies.json', sample('18birdies-archive.json'))).toEqual({
      format: '18birdies',
    });
    expect(detectImportFormat('', sample('thegrint-ranking-tabs.txt'))).toEqual({ format: 'thegrint' });
    expect(detectImportFormat('', sample('thegrint-ranking-spaces.txt'))).toEqual({ format: 'thegrint' });
    expect(detectImportFormat('rounds.csv', 'Date,Course,Score\n2024-05-01,Harbour Links,84\n')).toEqual({
      format: 'spreadsheet',
      file: 'csv',
    });
    expect(detectImportFormat('rounds.xlsx', 'PK\u0003\u0004...')).toEqual({
      format: 'spreadsheet',
      file: 'xlsx',
    });
    expect(detectImportFormat('export.json', '{"format":"fescue-account-export/1","items":{}}')).toEqual({
      format: 'fescue-json',
    });
  });

  it('still names a cut-off archive by what it starts with, so its parser can say it is cut off', () => {
    const text = sample('18birdies-archive.json');
    expect(detectImportFormat('a.json', text.slice(0, 400))).toEqual({ format: '18birdies' });
  });

  it('answers a PNG, an old .xls, an empty file and unknown JSON with a message', () => {
    expect(detectImportFormat('card.png', '\uFFFDPNG\r\n\u001a\n\u0000')).toEqual({
      format: 'unknown',
      message:
        "That file is a PNG image. Fescue imports an 18Birdies archive (.json), Fescue's own export (.json), a spreadsheet (.csv or .xlsx) or TheGrint's ranking pasted as text.",
    });
    expect(detectImportFormat('old.xls', '\uFFFD\uFFFD\u0011')).toEqual({
      format: 'unknown',
      message:
        'Fescue reads Excel workbooks (.xlsx) and CSV files, not .xls: open it and save it as .xlsx or CSV.',
    });
    expect(detectImportFormat('empty.csv', '')).toEqual({
      format: 'unknown',
      message: 'The file is empty: there is nothing to import.',
    });
    expect(detectImportFormat('x.json', '{"hello": "world"}').format).toBe('unknown');
  });
});
