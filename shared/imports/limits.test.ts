import { describe, expect, it } from 'vitest';
import { checkImportSize, fileTooLargeMessage, IMPORT_MAX_BYTES } from './limits';

describe('import size limit', () => {
  it('refuses a 50 MB file with its size, the limit and what to do', () => {
    expect(checkImportSize(50 * 1024 * 1024)).toBe(
      'That file is 50 MB; Fescue imports files up to 10 MB. Export a shorter period (a few years at a time) or split the spreadsheet, and import each part.',
    );
    expect(fileTooLargeMessage(12_345_678, 5 * 1024 * 1024)).toMatch(
      /^That file is 11\.8 MB; Fescue imports files up to 5 MB\./,
    );
  });

  it('takes a file of exactly the limit', () => {
    expect(checkImportSize(IMPORT_MAX_BYTES)).toBeNull();
  });
});
