import v8 from 'v8';
import vm from 'vm';

let gc: (() => void) | null = null;

/**
 * A full garbage collection now (onPostBuild, before each of its steps). V8 sets how far the old space may grow
 * before its next full collection from the live size at the last one, which in the build's main process was taken
 * while Gatsby's queries and HTML held the most: without it, the twins, cards and search index grew the main process
 * to 3.2 GB of the cold build's 3.28 GB peak; with it the process ends each step under 2 GB. The
 * collector is reached as jest's leak detector does (the flag set at run time, `gc` from a new context).
 */
export function releaseGarbage() {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
