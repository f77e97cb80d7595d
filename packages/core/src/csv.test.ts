import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes and empty cells', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\n1,,3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '', '3'],
    ]);
  });

  it('reads CRLF rows and newlines inside quotes', () => {
    expect(parseCsv('x,"two\r\nlines"\r\ny,z\r\n')).toEqual([
      ['x', 'two\r\nlines'],
      ['y', 'z'],
    ]);
  });
});
