import fs from 'fs';
import { extractPackages, type PackageSpec } from './extract';

/**
 * Entry of the child process that extracts the API reference (reference.ts, `extractInChild`): reads its job, a JSON
 * file named by its one argument (`{ specs, nodeModules, outFiles }`), type-checks the packages and writes each one's
 * reference to its file. Run with sucrase's register, outside
 * Gatsby's bundle of gatsby-node, so the TypeScript checker's time and memory are a process of their own.
 */
interface Job {
  specs: PackageSpec[];
  nodeModules: string;
  outFiles: string[];
}

try {
  const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as Job;
  const extracted = extractPackages(job.specs, { nodeModules: job.nodeModules });
  job.outFiles.forEach((file, index) => fs.writeFileSync(file, JSON.stringify(extracted[index])));
} catch (error) {
  // The message is the error the build shows (it names the package and the fix); the stack is of no use there.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
