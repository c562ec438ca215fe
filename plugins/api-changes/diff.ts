/**
 * The change map between two versions' API models (plugins/typedoc/api-model.ts): every symbol
 * removed, added, renamed or moved, or changed (members, types). Pure: the caller reads the
 * models, the page mappings and the declared renames.
 */
import type { ApiMember, ApiModel, ApiSymbol } from '../typedoc/api-model';

/** One output folder's model and the path of its pages within its version (`/api/node`). */
export interface ModelSide {
  route: string;
  model: ApiModel;
}

/** A declared rename: page paths in the old and the new version, `#member` for an option or member. */
export interface DeclaredRename {
  from: string;
  to: string;
  /** Line of the entry in its file, for messages. */
  line: number;
}

export interface DiffInput {
  before: ModelSide[];
  after: ModelSide[];
  /** Where a page of the old version is in the new one (docs/<old>/_versions.json); the same path when not moved. */
  mapPage: (purePath: string) => string;
  renames: DeclaredRename[];
}

export type ChangeKind = 'removed' | 'added' | 'renamed' | 'changed';

export interface SymbolRef {
  /** Package the symbol is imported from, e.g. `@callstack/repack/client`. */
  label: string;
  name: string;
  /** Kind folder of its page: `classes`, `functions`, … */
  kind: string;
  /** Page path within its version, e.g. `/api/react-native/classes/ChunkManager`. */
  path: string;
}

export interface MemberChange {
  change: 'added' | 'removed' | 'renamed' | 'changed';
  name: string;
  /** New name of a renamed member. */
  to?: string;
  kind: string;
  /** Declared types, old and new, when they differ. */
  before?: string;
  after?: string;
}

export interface ApiChange {
  /** Anchor of the entry on the changes page. */
  id: string;
  change: ChangeKind;
  /** The package and kind the entry is listed under (the new version's, the old one's for a removal). */
  label: string;
  kind: string;
  before?: SymbolRef;
  after?: SymbolRef;
  /** Kind folder of the old page when the symbol changed kind (a variable that became a function). */
  kindBefore?: string;
  /** The symbol's own type (variable, type alias) or signatures (function), old and new, when they differ. */
  type?: { before?: string; after?: string };
  members: MemberChange[];
}

const ref = (side: ModelSide, symbol: ApiSymbol): SymbolRef => ({
  label: side.model.label,
  name: symbol.name,
  kind: symbol.page.split('/')[0],
  path: `${side.route}/${symbol.page}`,
});

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/^@/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The anchor of an entry: package and name, e.g. `callstack-repack-client-chunkmanager`. */
export const entryId = (symbol: Pick<SymbolRef, 'label' | 'name'>) => `${slug(symbol.label)}-${slug(symbol.name)}`;

const splitMember = (pagePath: string): [string, string | undefined] => {
  const i = pagePath.indexOf('#');
  return i === -1 ? [pagePath, undefined] : [pagePath.slice(0, i), pagePath.slice(i + 1)];
};

/** Members are named in declared renames by their anchor on the page: the name in lower case (a table row or a method heading). */
const memberAnchor = (member: ApiMember) => member.name.replace(/^static /, '').toLowerCase();

const sameMember = (a: ApiMember, b: ApiMember) => a.type === b.type && Boolean(a.optional) === Boolean(b.optional);

const describeType = (m: ApiMember) => `${m.optional ? 'optional ' : ''}${m.type}`;

function memberChanges(before: ApiSymbol, after: ApiSymbol, renamed: Map<string, string>): MemberChange[] {
  const changes: MemberChange[] = [];
  const afterByName = new Map(after.members.map((m) => [m.name, m]));
  const afterByAnchor = new Map(after.members.map((m) => [memberAnchor(m), m]));
  const matched = new Set<ApiMember>();
  for (const old of before.members) {
    const newAnchor = renamed.get(memberAnchor(old));
    const renamedTo = newAnchor === undefined ? undefined : afterByAnchor.get(newAnchor);
    const current = renamedTo ?? afterByName.get(old.name);
    if (!current) {
      changes.push({ change: 'removed', name: old.name, kind: old.kind });
      continue;
    }
    matched.add(current);
    const types = sameMember(old, current) ? {} : { before: describeType(old), after: describeType(current) };
    if (renamedTo) changes.push({ change: 'renamed', name: old.name, to: current.name, kind: current.kind, ...types });
    else if (types.before) changes.push({ change: 'changed', name: old.name, kind: current.kind, ...types });
  }
  for (const added of after.members) if (!matched.has(added)) changes.push({ change: 'added', name: added.name, kind: added.kind });
  return changes;
}

interface Located {
  side: ModelSide;
  symbol: ApiSymbol;
}

function index(sides: ModelSide[]) {
  const byPath = new Map<string, Located>();
  const byName = new Map<string, Located>();
  for (const side of sides) {
    for (const symbol of side.model.symbols) {
      const located = { side, symbol };
      byPath.set(`${side.route}/${symbol.page}`, located);
      byName.set(`${side.model.label}\0${symbol.name}`, located);
    }
  }
  return { byPath, byName };
}

/**
 * Declared renames that do not match the models, one message each (`line: message`): the old
 * symbol or member must exist only in the old version, the new one in the new version.
 */
export function renameProblems(input: Pick<DiffInput, 'before' | 'after' | 'renames'>): { line: number; message: string }[] {
  const before = index(input.before);
  const after = index(input.after);
  const problems: { line: number; message: string }[] = [];
  const memberOf = (located: Located | undefined, anchor: string) => located?.symbol.members.find((m) => memberAnchor(m) === anchor);
  for (const rename of input.renames) {
    const [fromPage, fromMember] = splitMember(rename.from);
    const [toPage, toMember] = splitMember(rename.to);
    const fail = (message: string) => problems.push({ line: rename.line, message: `"${rename.from}" → "${rename.to}": ${message}` });
    const old = before.byPath.get(fromPage);
    const current = after.byPath.get(toPage);
    if (!old) fail(`${fromPage} is not a symbol of the old version`);
    if (!current) fail(`${toPage} is not a symbol of the new version`);
    if (!old || !current) continue;
    if ((fromMember === undefined) !== (toMember === undefined)) {
      fail('a member can only be renamed to a member');
      continue;
    }
    if (fromMember === undefined || toMember === undefined) {
      const survivor = after.byName.get(`${old.side.model.label}\0${old.symbol.name}`);
      if (survivor && survivor !== current) fail(`${old.symbol.name} still exists in the new version (${survivor.side.route}/${survivor.symbol.page})`);
      continue;
    }
    if (!memberOf(old, fromMember)) fail(`${old.symbol.name} has no member "${fromMember}" in the old version`);
    if (!memberOf(current, toMember)) fail(`${current.symbol.name} has no member "${toMember}" in the new version`);
    if (memberOf(current, fromMember)) fail(`${current.symbol.name} still has "${fromMember}" in the new version`);
  }
  return problems;
}

export interface DiffResult {
  /** One entry per symbol that was removed, added, renamed or moved, or changed. */
  changes: ApiChange[];
  /** The symbols that kept their name, package and shape. */
  unchanged: { before: SymbolRef; after: SymbolRef }[];
}

/** The change map between the old and the new version. */
export function diffApis(input: DiffInput): DiffResult {
  const after = index(input.after);
  const symbolRenames = new Map<string, string>();
  const memberRenames = new Map<string, Map<string, string>>();
  for (const { from, to } of input.renames) {
    const [fromPage, fromMember] = splitMember(from);
    const [toPage, toMember] = splitMember(to);
    if (fromMember === undefined || toMember === undefined) symbolRenames.set(fromPage, toPage);
    else {
      if (!memberRenames.has(fromPage)) memberRenames.set(fromPage, new Map());
      memberRenames.get(fromPage)!.set(fromMember, toMember);
    }
  }

  const changes: ApiChange[] = [];
  const unchanged: DiffResult['unchanged'] = [];
  const claimed = new Set<ApiSymbol>();
  for (const side of input.before) {
    for (const symbol of side.model.symbols) {
      const old = ref(side, symbol);
      const target = symbolRenames.get(old.path) ?? input.mapPage(old.path);
      const found = after.byPath.get(target) ?? after.byName.get(`${old.label}\0${old.name}`);
      if (!found) {
        changes.push({ id: entryId(old), change: 'removed', label: old.label, kind: old.kind, before: old, members: [] });
        continue;
      }
      claimed.add(found.symbol);
      const current = ref(found.side, found.symbol);
      const members = memberChanges(symbol, found.symbol, memberRenames.get(old.path) ?? new Map());
      const type = symbol.type === found.symbol.type ? undefined : { before: symbol.type, after: found.symbol.type };
      const kindBefore = old.kind === current.kind ? undefined : old.kind;
      const renamed = old.name !== current.name || old.label !== current.label;
      if (!renamed && !type && !kindBefore && members.length === 0) {
        unchanged.push({ before: old, after: current });
        continue;
      }
      changes.push({
        id: entryId(old),
        change: renamed ? 'renamed' : 'changed',
        label: current.label,
        kind: current.kind,
        before: old,
        after: current,
        ...(kindBefore ? { kindBefore } : {}),
        ...(type ? { type } : {}),
        members,
      });
    }
  }
  for (const side of input.after) {
    for (const symbol of side.model.symbols) {
      if (claimed.has(symbol)) continue;
      const added = ref(side, symbol);
      changes.push({ id: entryId(added), change: 'added', label: added.label, kind: added.kind, after: added, members: [] });
    }
  }
  // An id taken twice (a removed and an added symbol that slug alike) is numbered.
  const seen = new Map<string, number>();
  for (const change of changes) {
    const count = seen.get(change.id) ?? 0;
    seen.set(change.id, count + 1);
    if (count) change.id = `${change.id}-${count + 1}`;
  }
  return { changes, unchanged };
}

/** Entries per package and change kind: the counts the changes page opens with. */
export function countChanges(changes: ApiChange[]): Map<string, Record<ChangeKind, number>> {
  const counts = new Map<string, Record<ChangeKind, number>>();
  for (const change of changes) {
    if (!counts.has(change.label)) counts.set(change.label, { removed: 0, added: 0, renamed: 0, changed: 0 });
    counts.get(change.label)![change.change] += 1;
  }
  return counts;
}
