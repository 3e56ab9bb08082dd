/** `./data.ts`, `../utils/data` → `data`. */
export function getModuleBaseName(path: string): string {
  return (path.split(/[\\/]/).pop() ?? path).replace(/\.[a-z]+$/i, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Sandboxes put the demo and its local modules in one folder, so rewrite every relative import of
 * one of those modules (`'../utils/data'`, `"./data.ts"`) to `'./data'`. Matching on the base name
 * rather than the whole path keeps this working whatever form the caller gives the module path in.
 */
export function flattenRelativeImports(code: string, modulePaths: string[]): string {
  return modulePaths.reduce((result, path) => {
    const baseName = getModuleBaseName(path);
    const pattern = new RegExp(`(['"])\\.{1,2}/(?:[^'"\\n]*/)?${escapeRegExp(baseName)}(?:\\.[a-zA-Z]+)?\\1`, 'g');
    return result.replace(pattern, `$1./${baseName}$1`);
  }, code);
}
