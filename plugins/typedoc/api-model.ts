/**
 * The API model of one output folder: every documented symbol with its page, its members and
 * its signatures as text. TypeDoc's reflections are read once, while the pages are rendered
 * (`symbolShape` in run-typedoc.ts); the model is stored next to the pages (`MODEL_FILE`, cached with them) so
 * that the change map between versions (api-changes.ts) never runs TypeDoc again.
 */
/** Stored in every output folder; a dot file, so Rspress never takes it for a page. */
export const MODEL_FILE = '.api-model.json';

export interface ApiMember {
  name: string;
  /** `property`, `method`, `constructor`, `accessor`, `enum member`. */
  kind: string;
  /** The type (properties) or the signatures (methods), as declared. */
  type: string;
  optional?: boolean;
}

export interface ApiSymbol {
  /** Qualified name, e.g. `plugins.OutputPlugin`. */
  name: string;
  /** Page path inside the output folder, without `.md`, e.g. `classes/plugins.OutputPlugin`. */
  page: string;
  /** The type of a variable or type alias, the signatures of a function, as text. */
  type?: string;
  members: ApiMember[];
}

export interface ApiModel {
  /** Name readers import, e.g. `@callstack/repack/client`. */
  label: string;
  packageName: string;
  packageVersion: string;
  symbols: ApiSymbol[];
}
