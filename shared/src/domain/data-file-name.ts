/**
 * The file a data download is saved as, the same whether the API names it (Content-Disposition) or
 * the page saves it: `pitchpath-<who>-data-<YYYY-MM-DD>.json`, `who` being "my" or a first name.
 */
export function dataFileName(who: string, at: Date): string {
  const slug = who.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'child'
  return `pitchpath-${slug}-data-${at.toISOString().slice(0, 10)}.json`
}
