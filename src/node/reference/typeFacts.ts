import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import type { ApiProp } from '../../domain/reference/types';

/**
 * What the API extractor (extract.ts) reads off declarations, types and packages, each on its own: type shapes
 * (simple, plain object, boolean literal, type parameters in a declaration), JSDoc text and tags, the theme keys a
 * package declares and its run-time module (class names applied at run time).
 */

export function defaultRuntime(packageName: string): Record<string, unknown> | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(packageName) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The type annotation of a property or parameter declaration, if it has one. */
export function declaredTypeNode(declaration: ts.Node): ts.TypeNode | undefined {
  return ts.isPropertySignature(declaration) || ts.isParameter(declaration) || ts.isPropertyDeclaration(declaration) ? declaration.type : undefined;
}

/** Whether a type annotation names a type parameter of its declaration (its meaning depends on the instantiation). */
export function hasTypeParameters(node: ts.TypeNode): boolean {
  let found = false;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isTypeReferenceNode(n) && ts.isIdentifier(n.typeName)) {
      const name = n.typeName.text;
      for (let p: ts.Node | undefined = n.parent; p; p = p.parent) {
        const params = (p as { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> }).typeParameters;
        if (params?.some((tp) => tp.name.text === name)) {
          found = true;
          return;
        }
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

export const fileOf = (symbol: ts.Symbol): string => symbol.declarations?.[0]?.getSourceFile().fileName ?? '';

export const sortProps = (props: ApiProp[]): ApiProp[] =>
  props.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name));

export function isBooleanLiteral(type: ts.Type, value: boolean): boolean {
  return !!(type.flags & ts.TypeFlags.BooleanLiteral) && (type as unknown as { intrinsicName: string }).intrinsicName === String(value);
}

/** Literals and primitives: members a union is clearer expanded into. */
export function isSimple(type: ts.Type): boolean {
  const simple =
    ts.TypeFlags.StringLiteral |
    ts.TypeFlags.NumberLiteral |
    ts.TypeFlags.BooleanLiteral |
    ts.TypeFlags.String |
    ts.TypeFlags.Number |
    ts.TypeFlags.Boolean |
    ts.TypeFlags.Null |
    ts.TypeFlags.Undefined;
  return !!(type.flags & simple) || !!(type.flags & ts.TypeFlags.Intersection && (type as ts.IntersectionType).types.some((t) => t.flags & ts.TypeFlags.String));
}

/** An object with named fields (an options bag or a returned record), not a function, array or primitive. */
export function isPlainObject(type: ts.Type, checker: ts.TypeChecker): boolean {
  if (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection()) return false;
  if (type.getCallSignatures().length > 0 || checker.isArrayType(type) || checker.isTupleType(type)) return false;
  return checker.getPropertiesOfType(type).length > 0;
}

export interface Doc {
  text: string;
  tags: Partial<Record<'default' | 'deprecated', string>>;
}

export function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): Doc {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const tags: Doc['tags'] = {};
  for (const tag of symbol.getJsDocTags(checker)) {
    if ((tag.name === 'default' || tag.name === 'deprecated') && tags[tag.name] === undefined) {
      tags[tag.name] = ts.displayPartsToString(tag.text).trim();
    }
  }
  return { text, tags };
}

/** A component's JSDoc without the "Demos:" and "API:" link lists the packages put there for their own site. */
export function stripLinkLists(text: string): string {
  return text
    .replace(/(^|\n)\s*Demos:\s*\n(\s*\n)*(\s*- .*\n?)+/g, '\n')
    .replace(/(^|\n)\s*API:\s*\n(\s*\n)*(\s*- .*\n?)+/g, '\n')
    .trim();
}

/** The theme keys a package declares for default props and style overrides (`MuiButton`, `JoyButton`). */
export function readThemeKeys(packageDir: string): Set<string> {
  const keys = new Set<string>();
  for (const dir of ['styles', 'themeAugmentation']) {
    const folder = path.join(packageDir, dir);
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder)) {
      if (!file.endsWith('.d.ts')) continue;
      for (const m of fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/\b((?:Mui|Joy)[A-Z][A-Za-z0-9]*)\??:/g)) keys.add(m[1]);
    }
  }
  return keys;
}

/** Whether a symbol's JSDoc has the tag (`@ignore - do not document.`). */
export const hasJsDocTag = (symbol: ts.Symbol, name: string): boolean => symbol.getJsDocTags().some((tag) => tag.name === name);

const squashSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The head of an interface or type alias declaration as written, without its body: `interface GridSingleSelectColDef<R
 * extends GridValidRowModel = any, V = any, F = V> extends GridBaseColDef<R, V, F>`, `type GridApi = GridApiCommunity`
 * (an object literal alias ends in `{ … }`). Null for other declarations.
 */
export function declarationHead(declaration: ts.Declaration): string | null {
  if (!ts.isInterfaceDeclaration(declaration) && !ts.isTypeAliasDeclaration(declaration)) return null;
  const params = declaration.typeParameters ? `<${declaration.typeParameters.map((p) => p.getText()).join(', ')}>` : '';
  if (ts.isTypeAliasDeclaration(declaration)) {
    const value = ts.isTypeLiteralNode(declaration.type) ? '{ … }' : declaration.type.getText();
    return squashSpace(`type ${declaration.name.text}${params} = ${value}`);
  }
  const heritage = (declaration.heritageClauses ?? []).map((clause) => ` extends ${clause.types.map((t) => t.getText()).join(', ')}`).join('');
  return squashSpace(`interface ${declaration.name.text}${params}${heritage}`);
}

/** The interface or type alias a member is declared in (`GridCoreApi` for `subscribeEvent`), or null. */
export function declaringTypeName(member: ts.Declaration | undefined): string | null {
  const parent = member?.parent;
  if (!parent) return null;
  if (ts.isInterfaceDeclaration(parent)) return parent.name.text;
  if (ts.isTypeLiteralNode(parent) && ts.isTypeAliasDeclaration(parent.parent)) return parent.parent.name.text;
  return null;
}
