/**
 * Writes the public API names of an XMTP mobile SDK at one tag, as the name
 * lists the sample checker reads (api/*.json). It reads the SDK's sources
 * from a local git mirror of its repository, without checking them out:
 *
 *   tsx scripts/extract-api.ts <owner/name> <git-dir> <tag> <kotlin|swift> <out.json> <source folder>...
 *       [--proto <owner/name> <git-dir> <tag> <folder>]
 *
 * `--proto` adds the Java API generated from the .proto files of another
 * repository (the Android SDK re-exports org.xmtp:proto-kotlin, built from
 * xmtp/proto).
 *
 * For example, with bare clones of xmtp/xmtp-android and xmtp/xmtp-ios:
 *
 *   tsx scripts/extract-api.ts xmtp/xmtp-android ../xmtp-android.git 0.16.4 kotlin api/xmtp-android.json library/src/main/java \
 *     --proto xmtp/proto ../proto.git v3.71.0 proto
 *   tsx scripts/extract-api.ts xmtp/xmtp-ios ../xmtp-ios.git 0.16.4 swift api/xmtp-ios.json Sources/XMTPiOS
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { apiNamesOf, javaApiNamesOf } from '../src/apiNames';
import { protoApiNamesOf } from '../src/protoNames';

const args = process.argv.slice(2);
const protoAt = args.indexOf('--proto');
const protoArgs = protoAt === -1 ? [] : args.splice(protoAt).slice(1);
const [repository, gitDir, tag, dialect, out, ...folders] = args;
if (!repository || !gitDir || !tag || (dialect !== 'kotlin' && dialect !== 'swift') || !out || folders.length === 0) {
  console.error('usage: tsx scripts/extract-api.ts <owner/name> <git-dir> <tag> <kotlin|swift> <out.json> <source folder>...');
  process.exit(2);
}

const gitIn = (dir: string, ...args: string[]) => execFileSync('git', ['--git-dir', dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
const git = (...args: string[]) => gitIn(gitDir, ...args);
// Kotlin sources sit next to Java code generated into the SDK (protobuf, gRPC), which is API too.
const extensions = dialect === 'kotlin' ? ['.kt', '.java'] : ['.swift'];
const files = git('ls-tree', '-r', '--name-only', tag, '--', ...folders)
  .split('\n')
  .filter((file) => extensions.some((extension) => file.endsWith(extension)));

const types = new Set<string>();
const members = new Set<string>();
for (const file of files) {
  const source = git('show', `${tag}:${file}`);
  const names = file.endsWith('.java') ? javaApiNamesOf(source) : apiNamesOf(source, dialect);
  names.types.forEach((name) => types.add(name));
  names.members.forEach((name) => members.add(name));
}

const sources: Array<{ repository: string; tag: string; commit: string; date: string; folders: string[] }> = [];
const [commit, date] = git('log', '-1', '--format=%H %cs', tag).trim().split(' ');
sources.push({ repository, tag, commit, date, folders });

if (protoArgs.length) {
  const [protoRepository, protoGitDir, protoTag, ...protoFolders] = protoArgs;
  const protoFiles = gitIn(protoGitDir, 'ls-tree', '-r', '--name-only', protoTag, '--', ...protoFolders)
    .split('\n')
    .filter((file) => file.endsWith('.proto'));
  for (const file of protoFiles) {
    const names = protoApiNamesOf(gitIn(protoGitDir, 'show', `${protoTag}:${file}`));
    names.types.forEach((name) => types.add(name));
    names.members.forEach((name) => members.add(name));
  }
  const [protoCommit, protoDate] = gitIn(protoGitDir, 'log', '-1', '--format=%H %cs', protoTag).trim().split(' ');
  sources.push({ repository: protoRepository, tag: protoTag, commit: protoCommit, date: protoDate, folders: protoFolders });
}

const sorted = (set: Set<string>) => [...set].sort((a, b) => a.localeCompare(b));
writeFileSync(
  out,
  JSON.stringify(
    { source: sources[0], alsoFrom: sources.slice(1), types: sorted(types), members: sorted(members) },
    null,
    1,
  ) + '\n',
);
console.log(`${out}: ${types.size} types, ${members.size} members from ${files.length} files of ${tag} (${date})`);
