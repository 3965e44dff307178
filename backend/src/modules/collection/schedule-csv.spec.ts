import { SCHEDULE_CSV_COLUMNS } from '@valuation/contracts';
import type { ScheduleRow } from './collection-items';
import { csvCell, scheduleCsv } from './schedule-csv';

const row = (overrides: Partial<ScheduleRow> = {}): ScheduleRow => ({
  number: 1,
  itemId: 'id-1',
  title: 'Rolex Submariner',
  description: 'Rolex Submariner. Maker: Rolex; Model: Submariner',
  service: 'watch',
  category: 'Watch',
  identity: null,
  identityRows: [],
  certificateReference: 'LVC-ABCD-EFGH',
  valuedAt: '2026-02-10T10:00:00.000Z',
  valuationDate: '2026-02-10',
  basis: 'insurance',
  basisLabel: 'Insurance replacement',
  validUntil: '2028-02-10T10:00:00.000Z',
  value: 12450,
  photoUrl: null,
  ...overrides,
});

describe('the schedule as CSV', () => {
  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+44 20')).toBe("'+44 20");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('Plain')).toBe('Plain');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('the "Classic" flap')).toBe('"the ""Classic"" flap"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });

  it('writes a header row and pounds without symbols or separators', () => {
    const csv = scheduleCsv([
      row(),
      row({ number: 2, value: 4200.5, description: 'Chanel, flap' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      SCHEDULE_CSV_COLUMNS.join(','),
      '1,Rolex Submariner. Maker: Rolex; Model: Submariner,Watch,LVC-ABCD-EFGH,2026-02-10,Insurance replacement,12450.00',
      '2,"Chanel, flap",Watch,LVC-ABCD-EFGH,2026-02-10,Insurance replacement,4200.50',
      '',
    ]);
  });
});
