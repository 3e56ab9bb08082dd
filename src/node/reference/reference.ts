import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawn } from 'child_process';
import { createHash } from 'crypto';
import type { ApiItem, ApiPackageReference, SkippedExport } from '../../domain/reference/types';
import { CONTENT_DIR, readProductFile } from '../content/products';
import { apiInterfacesSchema, formatIssues, type ApiInterfaceEntry } from '../schemas';
import type { InterfaceSpec, PackageSpec } from './extract';

/**
 * The API reference of every product whose product.json names a package (`"api": { "package": … }`), extracted
 * once per installed version: each package's result is cached in `.cache/docs-api/` under its name, version
 * and a digest of the extractor's source, so a warm build reads JSON instead of type-checking the packages
 * (15-20 s and 700 MB for all of them). `gatsby clean` drops the cache. The extraction runs in a child process
 * (extractChild.ts), started by onPreInit: the build's main process sources the files and compiles the functions on
 * the other core meanwhile, and the checker's memory goes back to the system when the child exits.
 */

export interface ApiReference {
  specs: PackageSpec[];
  packages: ApiPackageReference[];
  items: ApiItem[];
  skipped: SkippedExport[];
}

const cacheDir = () => path.join(process.cwd(), '.cache', 'docs-api');
/** The extractor's own files: a change to them invalidates every cached package. */
const EXTRACTOR_FILES = ['src/node/reference/extract.ts', 'src/node/reference/typeFacts.ts', 'src/domain/reference/names.ts', 'src/domain/reference/types.ts'];

const interfaceSpec = (entry: ApiInterfaceEntry): InterfaceSpec =>
  typeof entry === 'string' ? { name: entry, elsewhere: null } : { name: entry.name, elsewhere: { plan: entry.plan, packageName: entry.package } };

/** The packages to document, from the products' `api` field, in the products' order. */
export function readApiSpecs(contentDir = CONTENT_DIR): PackageSpec[] {
  const folders = fs.readdirSync(contentDir).filter((f) => fs.existsSync(path.join(contentDir, f, 'product.json')));
  return folders
    .map((folder) => readProductFile(folder))
    .sort((a, b) => a.order - b.order)
    .flatMap((product) =>
      product.api
        ? [
            {
              packageName: product.api.package,
              productId: product.id,
              apiPath: product.api.path,
              hooks: product.api.hooks ?? false,
              ...(product.api.interfaces ? { interfaces: product.api.interfaces.map(interfaceSpec) } : {}),
            },
          ]
        : [],
    );
}

/**
 * Throws when a product.json's `api.interfaces` names a type its package does not export (or says another plan's
 * package exports one the package exports itself), with the file, the entry and the nearest exported names.
 */
export function checkInterfaces(spec: PackageSpec, pkg: Pick<ApiPackageReference, 'packageName' | 'typeNames'>, file = `content/${spec.productId}/product.json`) {
  const entries = (spec.interfaces ?? []).map((entry): ApiInterfaceEntry =>
    entry.elsewhere ? { name: entry.name, plan: entry.elsewhere.plan, package: entry.elsewhere.packageName } : entry.name,
  );
  const result = apiInterfacesSchema(pkg.packageName, new Set(pkg.typeNames)).safeParse({ api: { interfaces: entries } });
  if (!result.success) throw new Error(formatIssues(file, result.error));
}

function installedVersion(packageName: string): string {
  const file = path.join(process.cwd(), 'node_modules', packageName, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function extractorDigest(): string {
  const hash = createHash('sha256');
  for (const file of EXTRACTOR_FILES) hash.update(fs.readFileSync(path.join(process.cwd(), file)));
  return hash.digest('hex').slice(0, 12);
}

const cacheFile = (spec: PackageSpec, digest: string) =>
  path.join(
    cacheDir(),
    `${spec.packageName.replace(/[@/]/g, '_')}@${installedVersion(spec.packageName)}.${createHash('sha256').update(JSON.stringify(spec)).update(digest).digest('hex').slice(0, 12)}.json`,
  );

/** What onPreInit started: the cached packages, read at once, and the extraction of the others. */
interface Started {
  specs: PackageSpec[];
  digest: string;
  cached: Array<ApiPackageReference | null>;
  missing: PackageSpec[];
  extraction: Promise<ApiPackageReference[]>;
}

let started: Started | null = null;
let loaded: Promise<ApiReference> | null = null;

/**
 * Starts loading the reference (gatsby-node's onPreInit): the cached packages are read now, the others are being
 * extracted in the child while Gatsby goes on. Gatsby may still empty `.cache/` after onPreInit (a changed config),
 * so the child writes outside it and nothing is written there before the reference is awaited.
 */
export function startApiReference() {
  if (started) return;
  const specs = readApiSpecs();
  const digest = extractorDigest();
  const cached = specs.map((spec) => {
    const file = cacheFile(spec, digest);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ApiPackageReference) : null;
  });
  const missing = specs.filter((_, index) => !cached[index]);
  const extraction = missing.length > 0 ? extractInChild(missing) : Promise.resolve([]);
  // A failure is reported where the reference is awaited (loadApiReference), not as an unhandled rejection.
  extraction.catch(() => undefined);
  started = { specs, digest, cached, missing, extraction };
}

/** The reference, extracted or read from the cache; the same promise for the whole build process. */
export function loadApiReference(): Promise<ApiReference> {
  loaded ??= Promise.resolve().then(async () => {
    startApiReference();
    const { specs, digest, cached, missing, extraction } = started!;
    const extracted = await extraction;
    fs.mkdirSync(cacheDir(), { recursive: true });
    const packages = specs.map((spec, index) => {
      const pkg = cached[index] ?? extracted[missing.indexOf(spec)];
      const file = cacheFile(spec, digest);
      if (!fs.existsSync(file)) {
        // Whole or not at all: another build may copy the cache meanwhile (the GraphQL test's site copy).
        fs.writeFileSync(`${file}.${process.pid}.part`, JSON.stringify(pkg));
        fs.renameSync(`${file}.${process.pid}.part`, file);
      }
      return pkg;
    });
    specs.forEach((spec, index) => checkInterfaces(spec, packages[index]));
    const reference = { specs, packages, items: packages.flatMap((p) => p.items), skipped: packages.flatMap((p) => p.skipped) };
    writeSummary(reference, digest);
    return reference;
  });
  return loaded;
}

/** The child's entry, run by sucrase from the site's sources (gatsby-node itself is a bundle of them). */
const CHILD_ENTRY = 'src/node/reference/extractChild.ts';

/** Extracts `specs` in a child process (extractChild.ts), its job and its results in a folder of its own. */
export function extractInChild(specs: PackageSpec[]): Promise<ApiPackageReference[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-api-'));
  const jobFile = path.join(dir, 'job.json');
  const outFiles = specs.map((_, index) => path.join(dir, `${index}.json`));
  fs.writeFileSync(jobFile, JSON.stringify({ specs, nodeModules: path.join(process.cwd(), 'node_modules'), outFiles }));
  return new Promise<ApiPackageReference[]>((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', 'sucrase/register/ts', path.join(process.cwd(), CHILD_ENTRY), jobFile], {
      cwd: process.cwd(),
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      try {
        if (code !== 0)
          throw new Error(`API reference: the extraction of ${specs.map((s) => s.packageName).join(', ')} failed (${signal ?? `exit code ${code}`}):\n${stderr.trim()}`);
        resolve(outFiles.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as ApiPackageReference));
      } catch (error) {
        reject(error);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/**
 * `.cache/docs-api/summary.json`: per package, the pages made and the exports skipped with their reason. The
 * browser tests compare it with the sitemap, the MCP server finds each package's file by it; it is also the list to read
 * when an upgrade adds exports.
 */
function writeSummary(reference: ApiReference, digest: string) {
  const summary = reference.packages.map((p, index) => ({
    packageName: p.packageName,
    version: p.version,
    // The cached extraction itself, which the MCP server reads (src/node/mcp/site.ts).
    file: path.basename(cacheFile(reference.specs[index], digest)),
    productId: reference.specs[index].productId,
    apiPath: reference.specs[index].apiPath,
    pages: p.items.map((item) => item.pathname),
    items: p.items.map((item) => ({ name: item.name, kind: item.kind, pathname: item.pathname, deprecated: item.deprecated !== null })),
    skipped: p.skipped,
  }));
  fs.mkdirSync(cacheDir(), { recursive: true });
  fs.writeFileSync(path.join(cacheDir(), 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
}

/** For tests: forget the loaded reference. */
export function resetApiReference() {
  started = null;
  loaded = null;
}
