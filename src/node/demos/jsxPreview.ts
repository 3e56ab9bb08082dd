import { parse } from '@babel/parser';
import type { File, JSXElement, JSXFragment, Node, Statement } from '@babel/types';

/** A preview longer than this is no preview: the reader expands the full source instead. */
export const MAX_PREVIEW_LINES = 16;

/** Layout wrappers left out of a preview, as on the original site: the reader sees the components. */
const WRAPPERS = new Set(['Box', 'Stack', 'div', 'Fragment', 'React.Fragment']);

type Jsx = JSXElement | JSXFragment;

const isJsx = (node: Node | null | undefined): node is Jsx => node?.type === 'JSXElement' || node?.type === 'JSXFragment';

function elementName(node: Jsx): string {
  if (node.type === 'JSXFragment') return 'Fragment';
  const name = node.openingElement.name;
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXMemberExpression' && name.object.type === 'JSXIdentifier') return `${name.object.name}.${name.property.name}`;
  return '';
}

/** The body of the default-exported component: `export default function X() {…}` or `export default X`. */
function defaultComponentBody(ast: File): Statement[] | null {
  const body = ast.program.body;
  const exported = body.find((statement) => statement.type === 'ExportDefaultDeclaration');
  if (!exported || exported.type !== 'ExportDefaultDeclaration') return null;
  let declaration: Node = exported.declaration;
  if (declaration.type === 'Identifier') {
    const name = declaration.name;
    const found = body
      .flatMap((statement): Node[] => {
        if (statement.type === 'FunctionDeclaration' && statement.id?.name === name) return [statement];
        if (statement.type === 'VariableDeclaration')
          return statement.declarations
            .filter((d) => d.id.type === 'Identifier' && d.id.name === name)
            .map((d) => d.init!)
            .filter(Boolean);
        return [];
      })
      .pop();
    if (!found) return null;
    declaration = found;
  }
  if (
    (declaration.type === 'FunctionDeclaration' || declaration.type === 'FunctionExpression' || declaration.type === 'ArrowFunctionExpression') &&
    declaration.body.type === 'BlockStatement'
  )
    return declaration.body.body;
  return null;
}

/** Removes the indentation every non-blank line shares. */
function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim()).map((line) => line.match(/^ */)![0].length);
  const common = Math.min(...indents);
  return lines.map((line) => line.slice(common)).join('\n');
}

/**
 * The JSX a demo renders, for the collapsed preview under it: the element
 * its default-exported component returns, without a layout wrapper (Box, Stack, div, fragment), dedented.
 * Null when the demo has no such return, cannot be parsed, or the preview would exceed
 * MAX_PREVIEW_LINES: the reader then gets "Show code" instead of "Expand code".
 */
export function getJsxPreview(code: string): string | null {
  let ast: File;
  try {
    ast = parse(code, { sourceType: 'module', plugins: ['jsx', 'typescript'] });
  } catch {
    return null;
  }
  const statements = defaultComponentBody(ast);
  const returned = statements
    ?.filter((statement) => statement.type === 'ReturnStatement')
    .map((statement) => (statement.type === 'ReturnStatement' ? statement.argument : null))
    .pop();
  if (!isJsx(returned)) return null;

  const children = returned.children.filter((child) => !(child.type === 'JSXText' && !child.value.trim()));
  const unwrap = WRAPPERS.has(elementName(returned)) && children.length > 0 && children.every((child) => child.type !== 'JSXText');
  const [first, last] = unwrap ? [children[0], children[children.length - 1]] : [returned, returned];
  // Pad the first line to its column, so dedent sees the indentation it shares with the lines below.
  const preview = dedent(' '.repeat(first.loc!.start.column) + code.slice(first.start!, last.end!));
  return preview && preview.split('\n').length <= MAX_PREVIEW_LINES ? preview : null;
}
