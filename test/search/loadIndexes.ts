import fs from 'fs';
import path from 'path';
import { loadWholeIndex, type SearchIndexes } from '../../src/domain/search/engine';
import type { SearchManifest } from '../../src/domain/search/types';

/** A language's index as the dialog loads it, read from the build's public/search/. */
export function loadBuiltIndexes(language: string, publicDir = path.join(process.cwd(), 'public')): SearchIndexes & { manifest: SearchManifest } {
  const read = (url: string) => fs.readFileSync(path.join(publicDir, url), 'utf8');
  const manifest = JSON.parse(read(`/search/${language}.json`)) as SearchManifest;
  return { manifest, ...loadWholeIndex(manifest, read) };
}

export interface Query {
  query: string;
  expected: string;
  product: string | null;
  language: string;
  group: string;
}

export function readQueries(): Query[] {
  return (JSON.parse(fs.readFileSync(path.join(__dirname, 'queries.json'), 'utf8')) as { queries: Query[] }).queries;
}
