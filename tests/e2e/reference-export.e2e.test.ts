/**
 * «Exportar» on a reference list (loaded whole in the browser): the file holds exactly the entries
 * the list shows with its search — every language of each — as the CSV of the other exports.
 */
import { api } from './api';
import { downloadedText, loggedInBrowser } from './browser';
import { table } from './referenceScreens';
import { csvRecords } from '../support/csvRecords';

describe('reference list export', () => {
  const s = loggedInBrowser();

  it('equipment searched: the file holds exactly the shown entries, in the list’s order, in the four languages', async () => {
    const { page } = s;
    await page.goto('/equipment');
    const grid = table(page, 'Equipamiento');
    await grid.locator('tbody tr').first().waitFor();
    const { rows } = await api<{ rows: { idequipment: number; lang: string; text: string }[] }>(
      page,
      '{ rows: allEquipment(lang: "all") { idequipment lang text } }',
    );
    const byId = new Map<number, Record<string, string>>();
    for (const row of rows) byId.set(row.idequipment, { ...byId.get(row.idequipment), [row.lang]: row.text });
    const all = [...byId.entries()].sort(([a], [b]) => a - b);
    // A search that keeps some entries and drops others: the file follows it.
    const word = all[0][1].es.split(/\s+/)[0];
    const kept = all.filter(([, texts]) => Object.values(texts).some((text) => text.toLowerCase().includes(word.toLowerCase())));
    expect(kept.length).toBeLessThan(all.length);
    await page.getByRole('searchbox').fill(word);
    await expect.poll(() => grid.locator('tbody tr').count()).toBe(kept.length);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
    const [header, ...lines] = csvRecords(await downloadedText(download));
    expect(header.slice(0, 5)).toEqual(['Id', 'Inglés (EN)', 'Español (ES)', 'Gallego (GL)', 'Portugués (PT)']);
    expect(lines.map((line) => [Number(line[0]), line[2]])).toEqual(kept.map(([id, texts]) => [id, texts.es]));
  });
});
