import site from '../config/site.json';
import { createCodeSandboxRequest, createStackBlitzRequest } from '../domain/sandbox';
import { starterSandboxDemo, type Starter, type StarterSource } from '../domain/starters';
import { submitSandbox } from '../demos/frame/submitSandbox';
import { createOnceCache, fetchJson } from '../platform/fetchOnce';

const sources = createOnceCache<StarterSource>();

const isSource = (value: unknown): value is StarterSource => {
  const v = value as Partial<StarterSource> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.files) &&
    v.files.every((f) => typeof f?.name === 'string' && typeof f.raw === 'string' && typeof f.html === 'string') &&
    typeof v.sandbox?.dependencies === 'object'
  );
};

/** A template's source file (written by the build), fetched once per page; a failed fetch can be tried again. */
export const loadStarterSource = (url: string): Promise<StarterSource> =>
  sources.get(url, () => fetchJson(url, (json) => (isSource(json) ? json : null), 'a starter source file'));

/** Opens the template on a sandbox service in a new tab (a POST form, as the demos' sandboxes). */
export async function openStarterSandbox(target: 'codesandbox' | 'stackblitz', starter: Starter, sourceUrl: string, language: string, pageUrl: string) {
  const source = await loadStarterSource(sourceUrl);
  const demo = starterSandboxDemo(starter, source, { language, sourceUrl: pageUrl });
  submitSandbox(
    target === 'codesandbox'
      ? createCodeSandboxRequest(demo, { defineUrl: site.sandboxes.codeSandboxDefineUrl })
      : createStackBlitzRequest(demo, { runUrl: site.sandboxes.stackBlitzRunUrl }),
  );
}
