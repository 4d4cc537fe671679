/** The delimited-text reader: RFC 4180 quoting, BOM, CRLF, any delimiter, line numbers, chunk borders, fuzzed round trips. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rng } from '../../server/random.js';
import { csvRecords, csvRows } from './csv.js';
import { FeedError } from './feed.js';

/** The text in pieces of `size` characters (1: every border falls everywhere). */
async function* pieces(text: string, size: number | (() => number)) {
  for (let i = 0; i < text.length;) {
    const n = typeof size === 'number' ? size : size();
    yield text.slice(i, i + n);
    i += n;
  }
}

async function rows(text: string, delimiter = ',', size: number | (() => number) = 7) {
  const out = [];
  for await (const row of csvRows(pieces(text, size), delimiter)) out.push(row);
  return out;
}

/** A cell as a writer would put it: quoted when it holds a quote, the delimiter, a line break, or starts with a space. */
const quote = (cell: string, delimiter: string) => (/["\r\n]|^\s/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell);

describe('csv rows', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks, on CRLF or LF, with the line each row starts on', async () => {
    const text = '\ufeffa,b,c\r\n"x, ""y""","two\r\nlines",3\r\nplain,,"last"\n\nend,"",z';
    for (const size of [1, 2, 3, 5, 1000]) {
      assert.deepEqual(await rows(text, ',', size), [
        { cells: ['a', 'b', 'c'], line: 1 },
        { cells: ['x, "y"', 'two\r\nlines', '3'], line: 2 },
        { cells: ['plain', '', 'last'], line: 4 },
        { cells: [''], line: 5 },
        { cells: ['end', '', 'z'], line: 6 },
      ], `pieces of ${size}`);
    }
  });

  it('reads tab- and semicolon-separated text; a quote inside a cell is a character', async () => {
    assert.deepEqual((await rows('id\ttitle\n1\tBeach Towel "Stripes"\t\n', '\t')).map((r) => r.cells), [['id', 'title'], ['1', 'Beach Towel "Stripes"', '']]);
    assert.deepEqual((await rows('a;b\n"1;2";3', ';')).map((r) => r.cells), [['a', 'b'], ['1;2', '3']]);
  });

  it('stops with the line of a quote that is never closed', async () => {
    await assert.rejects(rows('a,b\n1,2\n3,"open\n4,5\n'), (e: Error) => e instanceof FeedError && /line 3: a quoted cell is not closed/.test(e.message));
  });

  it('keys records by the header and reports a row of another length with its line', async () => {
    const out = [];
    for await (const r of csvRecords(pieces('id,title\n1,"a\nb"\n2\n3,c\n', 4))) out.push(r);
    assert.deepEqual(out, [
      { where: 'line 2', value: { id: '1', title: 'a\nb' } },
      { where: 'line 4', problem: 'line 4: 1 cells for 2 columns' },
      { where: 'line 5', value: { id: '3', title: 'c' } },
    ]);
  });

  it('gives back any table a writer quotes, whatever the pieces (fuzzed)', async () => {
    const random = rng(43);
    const alphabet = ['a', 'Z', '0', ' ', ',', ';', '\t', '"', '""', '\n', '\r\n', 'é', '€', '🙂', '>', '&amp;'];
    for (let round = 0; round < 300; round++) {
      const delimiter = [',', '\t', ';'][round % 3];
      const width = 1 + Math.floor(random() * 5);
      const table = Array.from({ length: 1 + Math.floor(random() * 6) }, () => Array.from({ length: width }, () => {
        const cell = Array.from({ length: Math.floor(random() * 6) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
        return cell;
      }));
      // A row of one empty cell is a blank line: give such rows a second look as two cells.
      const kept = table.filter((r) => !(r.length === 1 && r[0] === ''));
      const text = kept.map((r) => r.map((c) => quote(c, delimiter)).join(delimiter)).join(random() < 0.5 ? '\n' : '\r\n');
      const read = (await rows(text, delimiter, () => 1 + Math.floor(random() * 9))).map((r) => r.cells);
      assert.deepEqual(read, kept, JSON.stringify(text));
    }
  });
});
