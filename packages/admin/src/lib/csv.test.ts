import { describe, expect, it } from 'vitest';
import { parseCsv as parse } from '@app/core';
import { csvFileName, neutralizeCell, quoteField, toCsv, type CsvColumn } from './csv';

describe('quoteField (RFC 4180)', () => {
  it('leaves plain fields alone and quotes fields with a comma, quote, CR or LF', () => {
    expect(quoteField('plain text')).toBe('plain text');
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField('line1\nline2')).toBe('"line1\nline2"');
    expect(quoteField('cr\rhere')).toBe('"cr\rhere"');
    expect(quoteField('')).toBe('');
  });
});

describe('neutralizeCell (CSV injection)', () => {
  it.each(['=1+1', '+1', '-2', '@SUM(A1:A2)', '=HYPERLINK("http://evil.test","x")', '\tTAB', '\rCR'])('prefixes %j with a single quote', (cell) => {
    expect(neutralizeCell(cell)).toBe(`'${cell}`);
  });

  it.each([' =1+1', '   +cmd|calc', '\u0000=1+1', '\n=1+1', '\u00A0@SUM(A1)', '\u200B-2+3', '\uFEFF=HYPERLINK("x")', '\u202E=1', ' \t =1', '＝1+1'])(
    'prefixes a formula behind leading space or control characters: %j',
    (cell) => {
      expect(neutralizeCell(cell)).toBe(`'${cell}`);
    },
  );

  it('keeps other text, numbers, booleans; empty for null and undefined', () => {
    expect(neutralizeCell('KABC')).toBe('KABC');
    expect(neutralizeCell('a=b')).toBe('a=b');
    expect(neutralizeCell(' plain text with = inside')).toBe(' plain text with = inside');
    expect(neutralizeCell("'already")).toBe("'already");
    expect(neutralizeCell(1500)).toBe('1500');
    expect(neutralizeCell(-5)).toBe('-5');
    expect(neutralizeCell(true)).toBe('true');
    expect(neutralizeCell(null)).toBe('');
    expect(neutralizeCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  type Row = { name: string; rate: number | null; note?: string };
  const columns: CsvColumn<Row>[] = [
    { header: 'Name', value: (r) => r.name },
    { header: 'Rate', value: (r) => r.rate },
    { header: 'Note', value: (r) => r.note },
  ];

  it('writes a header line and one CRLF-terminated line per row, in the given order', () => {
    const csv = toCsv(columns, [
      { name: 'KAAA', rate: 100 },
      { name: 'KBBB', rate: null, note: 'x' },
    ]);
    expect(csv).toBe('Name,Rate,Note\r\nKAAA,100,\r\nKBBB,,x\r\n');
  });

  it('quotes and neutralises together; the cells read back exactly (apart from the guard quote)', () => {
    const nasty = [
      { name: 'Comma, Inc.', rate: 1, note: 'He said "yes"\nthen left' },
      { name: '=cmd|" /C calc"!A0', rate: 2, note: '@risk, "quoted"' },
      { name: '-minus', rate: 3, note: '+plus' },
    ];
    const csv = toCsv(columns, nasty);
    expect(csv).toContain('"\'=cmd|"" /C calc""!A0"');
    expect(csv).toContain('"\'@risk, ""quoted"""');
    expect(parse(csv)).toEqual([
      ['Name', 'Rate', 'Note'],
      ['Comma, Inc.', '1', 'He said "yes"\nthen left'],
      ['\'=cmd|" /C calc"!A0', '2', '\'@risk, "quoted"'],
      ["'-minus", '3', "'+plus"],
    ]);
  });

  it('an empty list is just the header', () => {
    expect(toCsv(columns, [])).toBe('Name,Rate,Note\r\n');
  });

  it('names files with the local date', () => {
    expect(csvFileName('stations', new Date(2026, 0, 5, 23, 0))).toBe('stations-2026-01-05.csv');
  });
});
