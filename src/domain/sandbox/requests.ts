import { compressToBase64, decompressFromBase64 } from 'lz-string';
import { buildPackageJson, buildSandboxFiles, getDemoFileName, type SandboxDemo } from './files';

/** A POST the browser makes through a hidden form: the target URL and its form fields. */
export interface SandboxRequest {
  action: string;
  fields: Record<string, string>;
}

/** The body of CodeSandbox's define API: `content` is a string, or an object for JSON files. */
export interface CodeSandboxDefinition {
  files: Record<string, { content: string | Record<string, unknown>; isBinary: boolean }>;
}

/** LZ-compressed base64, made URL-safe the way CodeSandbox's own `getParameters` does. */
export function encodeCodeSandboxParameters(definition: CodeSandboxDefinition): string {
  return compressToBase64(JSON.stringify(definition)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Inverse of encodeCodeSandboxParameters, for tests that intercept the POST. */
export function decodeCodeSandboxParameters(parameters: string): CodeSandboxDefinition {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const json = decompressFromBase64(padded);
  if (!json) throw new Error(`Invalid CodeSandbox parameters: "${parameters.slice(0, 40)}…" is not LZ-compressed base64.`);
  return JSON.parse(json) as CodeSandboxDefinition;
}

export function createCodeSandboxRequest(demo: SandboxDemo, { defineUrl }: { defineUrl: string }): SandboxRequest {
  const files: CodeSandboxDefinition['files'] = {};
  for (const [path, content] of Object.entries(buildSandboxFiles(demo, 'codesandbox'))) {
    // The documented example sends package.json as an object; other files are text.
    files[path] = { content: path === 'package.json' ? buildPackageJson(demo) : content, isBinary: false };
  }
  return {
    action: defineUrl,
    fields: { parameters: encodeCodeSandboxParameters({ files }), query: `file=/src/${getDemoFileName(demo.codeVariant)}` },
  };
}

export function createStackBlitzRequest(demo: SandboxDemo, { runUrl }: { runUrl: string }): SandboxRequest {
  const fields: Record<string, string> = {
    'project[template]': 'create-react-app',
    'project[title]': demo.title,
    'project[description]': `# ${demo.title}\n${demo.description}`,
    'project[dependencies]': JSON.stringify(demo.dependencies),
    'project[devDependencies]': JSON.stringify(demo.devDependencies),
  };
  for (const [path, content] of Object.entries(buildSandboxFiles(demo, 'stackblitz'))) {
    fields[`project[files][${path}]`] = content;
  }
  return { action: `${runUrl}?file=${getDemoFileName(demo.codeVariant)}`, fields };
}
