import type { Sample } from './extract';
import { PAGE_CONTEXTS } from '../contexts/pages';
import { SDK_ROLES, SHARED_ROLES } from '../contexts/roles';
import { FILE_PRAGMAS, MODULE_ALIASES, SDK_RELEASES } from '../contexts/modules';

/**
 * What a sample may assume without showing it: its context. A sample lists the
 * names it uses but does not define in its fence's `context` key, each as
 * `name` or `name:role`:
 *
 *     ```ts title="Node" context="group, moderatorInboxId:inboxId"
 *
 * The role (the name itself when no role is given) is looked up, in order, in
 * the page's own names (contexts/pages.ts), the roles of the sample's SDK and
 * the roles any sample may use (contexts/roles.ts). The checker gives the
 * sample a module that exports each name with the role's type, imported on a
 * line of its own before the code.
 */

export type Sdk = 'xmtp-js' | 'react-sdk' | 'node-sdk' | 'react-native-sdk';

export const SDKS: Sdk[] = ['xmtp-js', 'react-sdk', 'node-sdk', 'react-native-sdk'];

/** Code-group tab labels and the SDK each stands for. */
export const SDK_BY_LABEL: Record<string, Sdk> = {
  JavaScript: 'xmtp-js',
  React: 'react-sdk',
  Node: 'node-sdk',
  'React Native': 'react-native-sdk',
};

/** The package each SDK is imported from. */
export const SDK_PACKAGES: Record<Sdk, string> = {
  'xmtp-js': '@xmtp/xmtp-js',
  'react-sdk': '@xmtp/react-sdk',
  'node-sdk': '@xmtp/node-sdk',
  'react-native-sdk': '@xmtp/react-native-sdk',
};

/**
 * What a name stands for: a TypeScript type (the name is a value of that
 * type), or an export of a package that the name re-exports (`Client`).
 */
export type Declaration = string | { export: string; from: string };

/** One declaration for every SDK, or one per SDK. */
export type Role = Declaration | Partial<Record<Sdk, Declaration>>;

function isDeclaration(role: Role): role is Declaration {
  return typeof role === 'string' || 'export' in role;
}

/**
 * The sample's SDK: its `sdk` key (for a block titled with a file name, or
 * another major such as `xmtp-js@13`), else its tab label.
 */
export function sdkOf(sample: Sample): Sdk | undefined {
  const named = sample.meta.attributes.sdk;
  if (named !== undefined) return (SDKS as string[]).includes(named) ? (named as Sdk) : SDK_RELEASES[named]?.sdk;
  return sample.title ? SDK_BY_LABEL[sample.title] : undefined;
}

/** Where the sample's SDK package is read from when it targets another major (`xmtp-js@13`). */
function releaseAliases(sample: Sample): Record<string, string> {
  const release = SDK_RELEASES[sample.meta.attributes.sdk ?? ''];
  return release ? { [SDK_PACKAGES[release.sdk]]: release.installedAs } : {};
}

/** An entry that changes how the sample is read (`ethers-v5`, `hono-jsx`) rather than declaring a name. */
export function isModuleEntry(entry: string): boolean {
  return entry in MODULE_ALIASES || entry in FILE_PRAGMAS;
}

/** `group` → group as group; `bookClub: group` → bookClub as group. */
export function parseContextEntry(entry: string): { name: string; role: string } {
  const [name, role] = entry.split(':', 2).map((part) => part.trim());
  return { name, role: role || name };
}

function forSdk(role: Role | undefined, sdk: Sdk | undefined): Declaration | undefined {
  if (role === undefined || isDeclaration(role)) return role;
  return sdk ? role[sdk] : undefined;
}

export interface SampleContext {
  /** The TypeScript module that exports the sample's context names; empty when it has none. */
  module: string;
  names: string[];
  /** Module specifiers the sample's imports, and its context's, are redirected to (`ethers` → `ethers-v5`). */
  aliases: Record<string, string>;
  /** Comments that set how the file is read (`@jsxImportSource`). */
  pragmas: string[];
  problems: string[];
}

/** The context module of one sample, from its `context` entries. */
export function contextFor(sample: Sample, entries: string[]): SampleContext {
  const problems: string[] = [];
  const sdk = sdkOf(sample);
  const named = sample.meta.attributes.sdk;
  if (named !== undefined && !sdk) {
    problems.push(`unknown sdk "${named}" (known: ${[...SDKS, ...Object.keys(SDK_RELEASES)].join(', ')})`);
  }
  const page = PAGE_CONTEXTS[sample.file] ?? {};
  const lines: string[] = [];
  const names: string[] = [];
  const aliases: Record<string, string> = releaseAliases(sample);
  const pragmas: string[] = [];
  for (const entry of entries) {
    if (MODULE_ALIASES[entry]) {
      Object.assign(aliases, MODULE_ALIASES[entry]);
      continue;
    }
    if (FILE_PRAGMAS[entry]) {
      pragmas.push(FILE_PRAGMAS[entry]);
      continue;
    }
    const { name, role } = parseContextEntry(entry);
    const declaration = forSdk(page[role], sdk) ?? forSdk(SDK_ROLES[role], sdk) ?? forSdk(SHARED_ROLES[role], sdk);
    if (!declaration) {
      const known = [
        ...new Set([
          ...Object.keys(page),
          ...Object.keys(SDK_ROLES),
          ...Object.keys(SHARED_ROLES),
          ...Object.keys(MODULE_ALIASES),
          ...Object.keys(FILE_PRAGMAS),
        ]),
      ];
      const hint = sdk ? ` for ${sdk}` : ' (name the SDK with sdk="…" if the role depends on it)';
      problems.push(`unknown context "${role}"${hint}; known: ${known.join(', ')}`);
      continue;
    }
    names.push(name);
    lines.push(
      typeof declaration === 'string'
        ? `export declare const ${name}: ${declaration};`
        : `export { ${declaration.export} as ${name} } from ${JSON.stringify(declaration.from)};`,
    );
  }
  return { module: lines.join('\n'), names, aliases, pragmas, problems };
}
