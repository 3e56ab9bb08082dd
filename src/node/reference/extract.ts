import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { apiPathname, isComponentName, isHookName } from '../../domain/reference/names';
import type { ApiClass, ApiElsewhere, ApiItem, ApiMemberGroup, ApiPackageReference, ApiProp, ApiSlot, SkippedExport } from '../../domain/reference/types';
import {
  declarationHead,
  declaredTypeNode,
  declaringTypeName,
  defaultRuntime,
  docOf,
  fileOf,
  hasJsDocTag,
  hasTypeParameters,
  isBooleanLiteral,
  isPlainObject,
  isSimple,
  lowerFirst,
  readThemeKeys,
  sortProps,
  stripLinkLists,
} from './typeFacts';

/**
 * The API reference from the installed declarations (`.d.ts` with their JSDoc), through the TypeScript
 * compiler API: one program over every package's `index.d.ts`, so React's and the shared packages' types are
 * checked once. For each export that is a React component (a value whose call signatures return an element)
 * or, where the package documents hooks, a hook (`use…`): its props with readable types, `@default`,
 * description, required and `@deprecated`; the component it inherits props from (its JSDoc says
 * "inherits [ButtonBase API](…)"); CSS classes (the `classes` prop's interface, class names from the package
 * at run time); slots; the theme key; the import lines that resolve. Exports that look like components but get
 * no page are returned as skipped, with the reason. Interfaces and type aliases get a page when the product names
 * them (`spec.interfaces`): their members (inherited ones too), grouped by declaring interface when the type is
 * only a composition of others (GridApi).
 *
 * One file on purpose (about 500 lines): `PackageExtractor` is one package's pass over the shared program, its methods
 * working on the same checker, package, run-time classes and skipped list; split across files they would pass all of
 * that through every call. What needs no checker state (JSDoc, type shapes, theme keys) is in typeFacts.ts.
 */

export interface PackageSpec {
  packageName: string;
  productId: string;
  /** Canonical path of the product's API pages (`/material-ui/api`, `/x/api/data-grid`). */
  apiPath: string;
  /** Hooks get pages too (Material UI, Base UI). */
  hooks: boolean;
  /** The interfaces and type aliases that get a page (product.json `api.interfaces`). */
  interfaces?: InterfaceSpec[];
}

export interface InterfaceSpec {
  name: string;
  /** Set when only another plan's package exports it; the page then names that package and lists no members. */
  elsewhere: ApiElsewhere | null;
}

export interface ExtractOptions {
  /** The folder holding the packages (the project's node_modules). */
  nodeModules: string;
  /** Run time class names: `require`s the package (tests may pass a stub). */
  loadRuntime?: (packageName: string) => Record<string, unknown> | null;
}

const REACT_TYPES = /[\\/]node_modules[\\/](@types[\\/]react|csstype)[\\/]/;
/** Shared "common props" declarations: className and style are the DOM's, not the component's. */
const COMMON_PROPS_FILE = /[\\/](OverridableComponent\.d\.ts|@mui[\\/]types[\\/]index\.d\.ts)$/;
const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.WriteArrowStyleSignature;
/** Longer unions of literals (`keyof HTMLElementTagNameMap`) are shown as declared. */
const MAX_UNION = 24;
const COMPONENT_PROP_DOC = 'The component used for the root node. Either a string to use a HTML element or a component.';
/** An interface made of others gets its members grouped by declaring interface from this many members (GridApi's 200). */
const GROUP_FROM = 30;

export function extractPackages(specs: PackageSpec[], options: ExtractOptions): ApiPackageReference[] {
  const entries = specs.map((spec) => path.join(options.nodeModules, spec.packageName, 'index.d.ts'));
  for (const entry of entries) if (!fs.existsSync(entry)) throw new Error(`API reference: ${entry} does not exist. Fix: install the package (npm install).`);
  const program = ts.createProgram(entries, {
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    esModuleInterop: true,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    target: ts.ScriptTarget.ES2020,
    types: [],
  });
  const checker = program.getTypeChecker();
  return specs.map((spec, index) => new PackageExtractor(program, checker, spec, entries[index], options).run());
}

interface Candidate {
  exportName: string;
  symbol: ts.Symbol;
  declaration: ts.Declaration;
  type: ts.Type;
  kind: 'component' | 'hook';
}

class PackageExtractor {
  private readonly packageDir: string;
  private readonly themeKeys: Set<string>;
  private runtime: Record<string, unknown> | null | undefined;
  private readonly skipped: SkippedExport[] = [];

  constructor(
    private readonly program: ts.Program,
    private readonly checker: ts.TypeChecker,
    private readonly spec: PackageSpec,
    private readonly entry: string,
    private readonly options: ExtractOptions,
  ) {
    this.packageDir = path.dirname(entry);
    this.themeKeys = readThemeKeys(this.packageDir);
  }

  run(): ApiPackageReference {
    const version = JSON.parse(fs.readFileSync(path.join(this.packageDir, 'package.json'), 'utf8')).version as string;
    const candidates = this.candidates();
    const paged = new Map<string, Candidate>();
    for (const c of candidates) {
      const reason = this.skipReason(c, candidates);
      if (reason) this.skip(c.exportName, reason);
      else paged.set(c.exportName, c);
    }
    const types = this.typeExports();
    const items = [...[...paged.values()].map((c) => this.item(c, paged)), ...(this.spec.interfaces ?? []).flatMap((entry) => this.interfaceItem(entry, types) ?? [])];
    items.sort((a, b) => a.name.localeCompare(b.name));
    this.skipped.sort((a, b) => a.name.localeCompare(b.name));
    return { packageName: this.spec.packageName, version, items, skipped: this.skipped, typeNames: [...types.keys()].sort() };
  }

  private moduleExports(): ts.Symbol[] {
    const source = this.program.getSourceFile(this.entry);
    const moduleSymbol = source && this.checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`API reference: cannot read the exports of ${this.entry}.`);
    return this.checker.getExportsOfModule(moduleSymbol);
  }

  private resolve(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  /** The interfaces and type aliases the package exports, by exported name. */
  private typeExports(): Map<string, ts.Symbol> {
    const out = new Map<string, ts.Symbol>();
    for (const exported of this.moduleExports()) {
      const symbol = this.resolve(exported);
      if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) out.set(exported.name, symbol);
    }
    return out;
  }

  private skip(name: string, reason: string) {
    this.skipped.push({ packageName: this.spec.packageName, name, reason });
  }

  /** Exports that are components or hooks by their name and type; the first export of a symbol wins. */
  private candidates(): Candidate[] {
    const seen = new Map<ts.Symbol, string>();
    const out: Candidate[] = [];
    for (const exported of this.moduleExports()) {
      const symbol = this.resolve(exported);
      if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      if (!declaration) continue;
      const name = exported.name;
      const hook = isHookName(name);
      if (!hook && !isComponentName(name)) continue;
      const type = this.checker.getTypeOfSymbolAtLocation(symbol, declaration);
      const signatures = type.getCallSignatures();
      if (signatures.length === 0) continue;
      if (!hook && !signatures.some((s) => this.returnsElement(s))) continue;
      const first = seen.get(symbol);
      if (first) {
        this.skip(name, `another name for ${first}`);
        continue;
      }
      seen.set(symbol, name);
      out.push({ exportName: name, symbol, declaration, type, kind: hook ? 'hook' : 'component' });
    }
    return out;
  }

  private returnsElement(signature: ts.Signature): boolean {
    const text = this.checker.typeToString(signature.getReturnType(), undefined, FORMAT);
    return /\b(Element|ReactNode|ReactElement|ReactPortal|JSX\.Element)\b/.test(text);
  }

  private skipReason(c: Candidate, all: Candidate[]): string | null {
    if (c.kind === 'hook') return this.spec.hooks ? null : 'hooks have pages for Material UI and Base UI only';
    const typeText = this.checker.typeToString(c.type, undefined, FORMAT);
    if (/\bStyledComponent\b/.test(typeText)) {
      const owner = all
        .filter((o) => o !== c && o.kind === 'component' && c.exportName.startsWith(o.exportName))
        .sort((a, b) => b.exportName.length - a.exportName.length)[0];
      return owner ? `a styled part of ${owner.exportName} (see its slots and CSS classes)` : 'a styled element without props of its own';
    }
    const owner = all
      .filter((o) => o !== c && o.kind === 'component' && c.exportName.startsWith(o.exportName) && /^[A-Z]/.test(c.exportName.slice(o.exportName.length)))
      .sort((a, b) => b.exportName.length - a.exportName.length)[0];
    if (owner && !docOf(c.symbol, this.checker).text && this.partNames(owner).has(lowerFirst(c.exportName.slice(owner.exportName.length)))) {
      return `a part of ${owner.exportName} exported for custom slots, with no documentation of its own`;
    }
    if (/Icon$/.test(c.exportName) && c.exportName !== 'SvgIcon') {
      const props = this.componentProps(c).filter((p) => !REACT_TYPES.test(fileOf(p)));
      if (props.length > 0 && props.every((p) => /[\\/]SvgIcon[\\/]/.test(fileOf(p)) || COMMON_PROPS_FILE.test(fileOf(p)))) {
        return 'an icon: an SvgIcon with a fixed path (see SvgIcon)';
      }
    }
    return null;
  }

  /** The names of a component's parts: its class keys, slots and slot props (`root`, `paper`, `valueLabel`). */
  private partNames(c: Candidate): Set<string> {
    const names = new Set<string>();
    for (const prop of this.componentProps(c)) {
      if (!['classes', 'slots', 'slotProps', 'components', 'componentsProps'].includes(prop.name)) continue;
      const type = this.checker.getNonNullableType(this.checker.getTypeOfSymbolAtLocation(prop, prop.declarations?.[0] ?? c.declaration));
      for (const p of this.checker.getPropertiesOfType(this.checker.getApparentType(type))) names.add(p.name);
    }
    return names;
  }

  /** Every property of the props parameter over all call signatures, first declaration of a name first. */
  private componentProps(c: Candidate): ts.Symbol[] {
    const byName = new Map<string, ts.Symbol>();
    for (const signature of c.type.getCallSignatures()) {
      for (const prop of this.propsOf(signature, c.declaration)) if (!byName.has(prop.name)) byName.set(prop.name, prop);
    }
    return [...byName.values()];
  }

  private propsOf(signature: ts.Signature, at: ts.Node): ts.Symbol[] {
    const param = signature.getParameters()[0];
    if (!param) return [];
    const type = this.checker.getTypeOfSymbolAtLocation(param, signature.getDeclaration() ?? at);
    return this.checker.getPropertiesOfType(this.checker.getApparentType(type));
  }

  private item(c: Candidate, paged: Map<string, Candidate>): ApiItem {
    const doc = docOf(c.symbol, this.checker);
    const inheritsName = /inherits \[([A-Za-z0-9_]+) API\]/.exec(doc.text)?.[1] ?? null;
    const base = {
      name: c.exportName,
      kind: c.kind,
      packageName: this.spec.packageName,
      productId: this.spec.productId,
      pathname: apiPathname(this.spec.apiPath, c.exportName),
      imports: this.imports(c),
      description: stripLinkLists(doc.text),
      deprecated: doc.tags.deprecated ?? null,
      declaration: null,
      memberGroups: [],
      elsewhere: null,
    };
    if (c.kind === 'hook') {
      return { ...base, props: this.hookParameters(c), returns: this.hookReturns(c), inherits: null, classes: [], slots: [], themeName: null };
    }
    const inherited = inheritsName ? paged.get(inheritsName) : undefined;
    const inheritedDir = inherited ? path.dirname(inherited.declaration.getSourceFile().fileName) : null;
    const props = this.ownProps(c, inheritedDir);
    const classesProp = props.find((p) => p.name === 'classes');
    const slotsProp = this.componentProps(c).find((p) => p.name === 'slots');
    return {
      ...base,
      props,
      returns: [],
      inherits: inheritsName ? { name: inheritsName, pathname: inherited ? apiPathname(this.spec.apiPath, inheritsName) : null } : null,
      classes: classesProp ? this.classes(c) : [],
      slots: slotsProp ? this.slots(slotsProp, c.declaration) : [],
      themeName: ['Mui', 'Joy'].map((prefix) => `${prefix}${c.exportName.replace(/^(Unstable|Experimental)_/, '')}`).find((key) => this.themeKeys.has(key)) ?? null,
    };
  }

  /**
   * The page of an interface or type alias the product names: every member (inherited ones too, not those marked
   * `@ignore`), required unless optional. A type that only composes other interfaces (GridApi: no member of its own,
   * not a union) and has GROUP_FROM members or more gets them grouped by declaring interface. An interface only another
   * plan's package exports gets its import from that package and no members. Null when the name is not exported
   * (apiInterfacesSchema reports it).
   */
  private interfaceItem(entry: InterfaceSpec, types: Map<string, ts.Symbol>): ApiItem | null {
    const base = {
      name: entry.name,
      kind: 'interface' as const,
      productId: this.spec.productId,
      pathname: apiPathname(this.spec.apiPath, entry.name),
      returns: [],
      inherits: null,
      classes: [],
      slots: [],
      themeName: null,
    };
    if (entry.elsewhere) {
      if (types.has(entry.name)) return null;
      const { packageName } = entry.elsewhere;
      const imports = [`import type { ${entry.name} } from '${packageName}';`];
      return { ...base, packageName, imports, description: '', props: [], deprecated: null, declaration: null, memberGroups: [], elsewhere: entry.elsewhere };
    }
    const symbol = types.get(entry.name);
    const declaration = symbol?.declarations?.[0];
    if (!symbol || !declaration) return null;
    const type = this.checker.getDeclaredTypeOfSymbol(symbol);
    const members = this.checker.getPropertiesOfType(type).filter((member) => !hasJsDocTag(member, 'ignore'));
    const props = sortProps(members.map((member) => this.prop(member, declaration, !(member.flags & ts.SymbolFlags.Optional))));
    const owners = new Map(members.map((member) => [member.name, declaringTypeName(member.declarations?.[0])]));
    const composed = !type.isUnion() && members.every((member) => !(member.declarations ?? []).some((d) => d.parent === declaration || d.parent?.parent === declaration));
    const groups = new Map<string, string[]>();
    for (const prop of props) {
      const owner = owners.get(prop.name) ?? entry.name;
      groups.set(owner, [...(groups.get(owner) ?? []), prop.name]);
    }
    const memberGroups: ApiMemberGroup[] =
      composed && groups.size > 1 && props.length >= GROUP_FROM
        ? [...groups].map(([name, names]) => ({ name, members: names })).sort((a, b) => a.name.localeCompare(b.name))
        : [];
    const doc = docOf(symbol, this.checker);
    return {
      ...base,
      packageName: this.spec.packageName,
      imports: [`import type { ${entry.name} } from '${this.spec.packageName}';`],
      description: doc.text,
      props,
      deprecated: doc.tags.deprecated ?? null,
      declaration: declarationHead(declaration),
      memberGroups,
      elsewhere: null,
    };
  }

  /** Props declared by the package for this component: not React's DOM props, not the inherited component's. */
  private ownProps(c: Candidate, inheritedDir: string | null): ApiProp[] {
    const signatures = c.type.getCallSignatures();
    const perSignature = signatures.map((s) => new Map(this.propsOf(s, c.declaration).map((p) => [p.name, p])));
    const out: ApiProp[] = [];
    for (const symbol of this.componentProps(c)) {
      const files = (symbol.declarations ?? []).map((d) => d.getSourceFile().fileName);
      if (files.length === 0 || files.every((f) => REACT_TYPES.test(f))) continue;
      if (inheritedDir && files.every((f) => f.startsWith(`${inheritedDir}${path.sep}`) || REACT_TYPES.test(f))) continue;
      if (symbol.name !== 'component' && files.every((f) => COMMON_PROPS_FILE.test(f) || REACT_TYPES.test(f))) continue;
      // Required when every signature has it and none marks it optional (`component` and `href` select a signature).
      const required = perSignature.every((props) => {
        const p = props.get(symbol.name);
        return p !== undefined && !(p.flags & ts.SymbolFlags.Optional);
      });
      const prop = this.prop(symbol, c.declaration, required);
      if (symbol.name === 'component' && !prop.description) prop.description = COMPONENT_PROP_DOC;
      out.push(prop);
    }
    return sortProps(out);
  }

  private prop(symbol: ts.Symbol, at: ts.Node, required: boolean): ApiProp {
    const declaration = symbol.declarations?.[0] ?? at;
    const doc = docOf(symbol, this.checker);
    const { text, union } = this.typeText(this.checker.getTypeOfSymbolAtLocation(symbol, declaration), declaredTypeNode(declaration));
    return {
      name: symbol.name,
      type: text,
      union,
      default: doc.tags.default ?? null,
      description: doc.text,
      required,
      deprecated: doc.tags.deprecated ?? null,
    };
  }

  /**
   * A type as a reader wants it: `undefined` of optional props dropped, a type parameter shown by its
   * constraint, unions of literals and primitives expanded member by member (`'text' | 'outlined'`), named
   * types such as `ReactNode` or `SxProps<Theme>` kept by name.
   */
  typeText(type: ts.Type, declared?: ts.TypeNode): { text: string; union: string[] | null } {
    // The type as declared keeps its alias (`SxProps<Theme>`), which an optional prop's `| undefined` loses.
    const declaredType = declared && !hasTypeParameters(declared) ? this.checker.getTypeFromTypeNode(declared) : null;
    // An enum by its name: TypeScript takes `GridLogicOperator.And`, not the 'and' its member stands for.
    if (declaredType?.symbol && declaredType.symbol.flags & ts.SymbolFlags.Enum) return { text: this.memberText(declaredType), union: null };
    const base = declaredType?.aliasSymbol ? declaredType : type;
    // Members without the `undefined` of optional props; a type parameter stands for its constraint.
    const members = (base.isUnion() ? base.types : [base])
      .flatMap((t) => {
        const constraint = t.isTypeParameter() ? this.checker.getBaseConstraintOfType(t) : undefined;
        if (!constraint || constraint.flags & ts.TypeFlags.Unknown) return [t];
        return constraint.isUnion() ? constraint.types : [constraint];
      })
      .filter((t) => !(t.flags & ts.TypeFlags.Undefined));
    if (members.length === 1) return { text: this.memberText(members[0]), union: null };
    const expandable = !base.aliasSymbol || members.every((t) => isSimple(t));
    if (!expandable) return { text: this.memberText(base), union: null };
    if (members.length > MAX_UNION && declared) return { text: declared.getText(), union: null };
    const hasTrue = members.some((t) => isBooleanLiteral(t, true));
    const hasFalse = members.some((t) => isBooleanLiteral(t, false));
    const parts = members.map((member) =>
      hasTrue && hasFalse && (isBooleanLiteral(member, true) || isBooleanLiteral(member, false)) ? 'boolean' : this.memberText(member),
    );
    const unique = [...new Set(parts)];
    return { text: unique.join(' | '), union: unique.length > 1 ? unique : null };
  }

  private memberText(type: ts.Type): string {
    if (type.isStringLiteral()) return `'${type.value}'`;
    return this.checker.typeToString(type, undefined, FORMAT);
  }

  private hookParameters(c: Candidate): ApiProp[] {
    const signature = c.type.getCallSignatures().at(-1);
    if (!signature) return [];
    const params = signature.getParameters();
    const at = signature.getDeclaration() ?? c.declaration;
    if (params.length === 1) {
      const type = this.checker.getTypeOfSymbolAtLocation(params[0], at);
      const objectType = this.checker.getNonNullableType(type);
      if (isPlainObject(objectType, this.checker)) {
        return sortProps(this.checker.getPropertiesOfType(objectType).map((p) => this.prop(p, at, !(p.flags & ts.SymbolFlags.Optional))));
      }
    }
    const paramDocs = new Map(
      ts
        .getJSDocTags(at)
        .filter(ts.isJSDocParameterTag)
        .map((tag) => [tag.name.getText(), ts.getTextOfJSDocComment(tag.comment) ?? '']),
    );
    return params.map((param) => {
      const declaration = param.valueDeclaration as ts.ParameterDeclaration | undefined;
      const optional = !!declaration && (!!declaration.questionToken || !!declaration.initializer);
      const prop = this.prop(param, at, !optional);
      return { ...prop, description: prop.description || (paramDocs.get(param.name) ?? '') };
    });
  }

  private hookReturns(c: Candidate): ApiProp[] {
    const signature = c.type.getCallSignatures().at(-1);
    if (!signature) return [];
    const type = signature.getReturnType();
    if (isPlainObject(type, this.checker)) {
      return sortProps(this.checker.getPropertiesOfType(type).map((p) => this.prop(p, c.declaration, false)));
    }
    const { text, union } = this.typeText(type);
    const returnsDoc = ts
      .getJSDocTags(signature.getDeclaration() ?? c.declaration)
      .filter((tag) => tag.tagName.text === 'returns' || tag.tagName.text === 'return')
      .map((tag) => ts.getTextOfJSDocComment(tag.comment) ?? '')
      .join(' ');
    return [{ name: '', type: text, union, default: null, description: returnsDoc, required: false, deprecated: null }];
  }

  /** The keys of the `classes` prop's interface, with their JSDoc and the class name the package applies. */
  private classes(c: Candidate): ApiClass[] {
    const symbol = this.componentProps(c).find((p) => p.name === 'classes');
    if (!symbol) return [];
    const type = this.checker.getNonNullableType(this.checker.getTypeOfSymbolAtLocation(symbol, symbol.declarations?.[0] ?? c.declaration));
    const runtime = this.runtimeClasses(c.exportName);
    return this.checker
      .getPropertiesOfType(this.checker.getApparentType(type))
      .filter((p) => (p.declarations ?? []).length > 0)
      .map((p) => {
        const doc = docOf(p, this.checker);
        const value = runtime?.[p.name];
        return { key: p.name, className: typeof value === 'string' ? value : null, description: doc.text, deprecated: doc.tags.deprecated ?? null };
      });
  }

  private runtimeClasses(name: string): Record<string, unknown> | null {
    if (this.runtime === undefined) {
      const load = this.options.loadRuntime ?? defaultRuntime;
      this.runtime = load(this.spec.packageName);
    }
    const key = `${name.replace(/^(Unstable|Experimental)_/, '').replace(/^./, (ch) => ch.toLowerCase())}Classes`;
    const value = this.runtime?.[key];
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  }

  private slots(symbol: ts.Symbol, at: ts.Node): ApiSlot[] {
    const type = this.checker.getNonNullableType(this.checker.getTypeOfSymbolAtLocation(symbol, symbol.declarations?.[0] ?? at));
    return this.checker
      .getPropertiesOfType(this.checker.getApparentType(type))
      .map((p) => {
        const doc = docOf(p, this.checker);
        return { name: p.name, description: doc.text, default: doc.tags.default ?? null };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Import lines that resolve: the item's own path (`@mui/material/Button`, default or named), then the package root. */
  private imports(c: Candidate): string[] {
    const pkg = this.spec.packageName;
    const lines: string[] = [];
    const folder = c.exportName.replace(/^(Unstable|Experimental)_/, '');
    for (const sub of [...new Set([c.exportName, folder])]) {
      const file = path.join(this.packageDir, sub, 'index.d.ts');
      const source = fs.existsSync(file) ? this.program.getSourceFile(file) : undefined;
      const moduleSymbol = source && this.checker.getSymbolAtLocation(source);
      if (!moduleSymbol) continue;
      const exports = this.checker.getExportsOfModule(moduleSymbol);
      const def = exports.find((e) => e.name === 'default');
      if (def && this.resolve(def) === c.symbol) lines.push(`import ${c.exportName} from '${pkg}/${sub}';`);
      else if (exports.some((e) => e.name === c.exportName && this.resolve(e) === c.symbol)) lines.push(`import { ${c.exportName} } from '${pkg}/${sub}';`);
      if (lines.length) break;
    }
    lines.push(`import { ${c.exportName} } from '${pkg}';`);
    return lines;
  }
}
