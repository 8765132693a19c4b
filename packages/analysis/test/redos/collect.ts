// Finds every regular expression written in a set of TypeScript files, with a real parser (oxc):
// each literal, and each `new RegExp(...)` / `RegExp(...)` whose source is a string, a template or
// a `String.raw` template. Interpolated names are folded when they are `const`s of the same file or
// imported from another file (strings, templates, `.source`/`.flags` of a regex, `+`, and
// `[...].join(sep)`); what cannot be folded (a function's parameter) becomes a placeholder word,
// so the rest of the pattern is still checked. A source that is nothing but such a value (a copy
// like `new RegExp(re.source, 'gi')`) is a pattern already checked where it is written.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync, Visitor, type Expression, type Program } from 'oxc-parser';

export interface FoundPattern {
  /** Path relative to the root given to `collectPatterns`, and the 1-based line. */
  file: string;
  line: number;
  source: string;
  flags: string;
  /** Some interpolation could not be folded and stands as a placeholder. */
  partial: boolean;
}

/** What an unfoldable interpolation becomes: a plain word keeps the pattern's shape around it. */
export const PLACEHOLDER = 'zqxj';

interface Module {
  path: string;
  text: string;
  program: Program;
  /** `const` initialisers by name; null when the name is declared more than once. */
  consts: Map<string, Expression | null>;
  imports: Map<string, { from: string; name: string }>;
}

interface Folded {
  value: string;
  partial: boolean;
}

const UNFOLDED: Folded | null = null;

/** Every `.ts` file under `dir`, test files left out. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out.sort();
}

export function collectPatterns(files: string[], root: string): FoundPattern[] {
  const modules = new Map<string, Module>();
  const load = (path: string): Module | null => {
    const known = modules.get(path);
    if (known) return known;
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      return null;
    }
    const parsed = parseSync(path, text);
    if (parsed.errors.length > 0) throw new Error(`${path}: ${parsed.errors[0]?.message}`);
    const module: Module = { path, text, program: parsed.program, consts: new Map(), imports: new Map() };
    modules.set(path, module);
    indexBindings(module);
    return module;
  };

  const found: FoundPattern[] = [];
  for (const path of files) {
    const module = load(path);
    if (!module) continue;
    const lineOf = (offset: number) => module.text.slice(0, offset).split('\n').length;
    const fold = (node: Expression, depth = 0): Folded | null => foldExpression(node, module, load, depth);
    const add = (offset: number, source: Folded, flags: string) =>
      found.push({ file: relative(root, path), line: lineOf(offset), source: source.value, flags, partial: source.partial });
    new Visitor({
      Literal(node) {
        if ('regex' in node && node.regex) add(node.start, { value: node.regex.pattern, partial: false }, node.regex.flags);
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'RegExp') constructed(node.start, node.arguments as Expression[]);
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'RegExp') constructed(node.start, node.arguments as Expression[]);
      },
    }).visit(module.program);

    function constructed(offset: number, args: Expression[]) {
      const [sourceArg, flagsArg] = args;
      if (!sourceArg) return;
      const source = fold(sourceArg);
      // Nothing of the source is written here: a copy of a pattern written (and checked) elsewhere.
      if (!source || source.value === PLACEHOLDER) return;
      const flags = flagsArg ? fold(flagsArg) : { value: '', partial: false };
      add(offset, source, flags && !flags.partial ? flags.value : '');
    }
  }
  return found;
}

function indexBindings(module: Module): void {
  const seen = new Set<string>();
  new Visitor({
    VariableDeclaration(node) {
      if (node.kind !== 'const') return;
      for (const d of node.declarations) {
        if (d.id.type !== 'Identifier' || !d.init) continue;
        const name = d.id.name;
        module.consts.set(name, seen.has(name) ? null : d.init);
        seen.add(name);
      }
    },
    ImportDeclaration(node) {
      const from = node.source.value;
      if (!from.startsWith('.')) return;
      for (const s of node.specifiers) {
        if (s.type !== 'ImportSpecifier') continue;
        const name = s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value);
        module.imports.set(s.local.name, { from: resolve(dirname(module.path), from), name });
      }
    },
  }).visit(module.program);
}

type Loader = (path: string) => Module | null;

function foldName(name: string, module: Module, load: Loader, depth: number): { node: Expression; module: Module } | null {
  const local = module.consts.get(name);
  if (local) return { node: local, module };
  const imported = module.imports.get(name);
  if (!imported) return null;
  const target = load(imported.from);
  return target ? foldName(imported.name, target, load, depth + 1) : null;
}

/** The regex a name or expression stands for, when it is a literal or a `new RegExp` of foldable parts. */
function foldRegex(node: Expression, module: Module, load: Loader, depth: number): { source: Folded; flags: Folded } | null {
  if (depth > 20) return null;
  if (node.type === 'Literal' && 'regex' in node && node.regex) return { source: { value: node.regex.pattern, partial: false }, flags: { value: node.regex.flags, partial: false } };
  if (node.type === 'Identifier') {
    const bound = foldName(node.name, module, load, depth);
    return bound ? foldRegex(bound.node, bound.module, load, depth + 1) : null;
  }
  if (node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'RegExp') {
    const [s, f] = node.arguments as Expression[];
    const source = s ? foldExpression(s, module, load, depth + 1) : null;
    const flags = f ? foldExpression(f, module, load, depth + 1) : { value: '', partial: false };
    return source && flags ? { source, flags } : null;
  }
  return null;
}

function foldExpression(node: Expression, module: Module, load: Loader, depth: number): Folded | null {
  if (depth > 20) return { value: PLACEHOLDER, partial: true };
  const join = (parts: Folded[], sep = ''): Folded => ({ value: parts.map((p) => p.value).join(sep), partial: parts.some((p) => p.partial) });
  const orPlaceholder = (f: Folded | null): Folded => f ?? { value: PLACEHOLDER, partial: true };
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? { value: node.value, partial: false } : UNFOLDED;
    case 'TemplateLiteral':
      return template(node.quasis.map((q) => q.value.cooked ?? q.value.raw), node.expressions);
    case 'TaggedTemplateExpression': {
      const tag = node.tag;
      const raw = tag.type === 'MemberExpression' && !tag.computed && tag.object.type === 'Identifier' && tag.object.name === 'String' && tag.property.type === 'Identifier' && tag.property.name === 'raw';
      return raw ? template(node.quasi.quasis.map((q) => q.value.raw), node.quasi.expressions) : UNFOLDED;
    }
    case 'Identifier': {
      const bound = foldName(node.name, module, load, depth);
      return bound ? foldExpression(bound.node, bound.module, load, depth + 1) : UNFOLDED;
    }
    case 'MemberExpression': {
      if (node.computed || node.property.type !== 'Identifier') return UNFOLDED;
      const prop = node.property.name;
      if (prop !== 'source' && prop !== 'flags') return UNFOLDED;
      const re = foldRegex(node.object as Expression, module, load, depth + 1);
      return re ? (prop === 'source' ? re.source : re.flags) : UNFOLDED;
    }
    case 'BinaryExpression': {
      if (node.operator !== '+') return UNFOLDED;
      return join([orPlaceholder(foldExpression(node.left as Expression, module, load, depth + 1)), orPlaceholder(foldExpression(node.right, module, load, depth + 1))]);
    }
    case 'CallExpression': {
      const callee = node.callee;
      if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || callee.property.name !== 'join') return UNFOLDED;
      const list = callee.object.type === 'Identifier' ? (foldName(callee.object.name, module, load, depth)?.node ?? null) : callee.object;
      if (!list || list.type !== 'ArrayExpression') return UNFOLDED;
      const sepArg = node.arguments[0] as Expression | undefined;
      const sep = sepArg ? foldExpression(sepArg, module, load, depth + 1) : { value: ',', partial: false };
      const items = list.elements.map((e) => (e && e.type !== 'SpreadElement' ? orPlaceholder(foldExpression(e, module, load, depth + 1)) : { value: PLACEHOLDER, partial: true }));
      return join(items, sep?.value ?? ',');
    }
    case 'ParenthesizedExpression':
      return foldExpression(node.expression, module, load, depth + 1);
    default:
      return UNFOLDED;
  }

  function template(strings: string[], expressions: Expression[]): Folded {
    const parts: Folded[] = [];
    strings.forEach((s, i) => {
      parts.push({ value: s, partial: false });
      const e = expressions[i];
      if (e) parts.push(orPlaceholder(foldExpression(e, module, load, depth + 1)));
    });
    return join(parts);
  }
}
