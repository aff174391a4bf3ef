import type { Sample } from './extract';
import { SDK_PACKAGES, sdkOf, type Sdk } from './contexts';
import type { Problem } from './report';

/**
 * Members an SDK renamed in the releases the docs cover, where the checker's
 * installed types are older than the release readers had. A sample must use
 * the new name (a reader of that release gets "is not a function" for the
 * old one): each use of the old name is reported with the name to write. The
 * installed types only know the old name, so the type check reads the new
 * one as the old (asInstalled): the sample is checked against the member's
 * real signature. (Errors after such a call on the same line are reported a
 * few columns to the right.)
 */
export const RENAMED_MEMBERS: ReadonlyArray<{ sdk: Sdk; old: string; now: string; since: string }> = [
  // xmtp-react-native src/lib/Group.ts, commit 9ebc0bde: membersList() existed up to 2.8.1; the
  // checker installs 2.6.5 (stand-ins/react-native-sdk-2.8.d.ts says why), whose Group has it.
  { sdk: 'react-native-sdk', old: 'membersList', now: 'members', since: '2.8.2 (4 November 2024)' },
];

/** The sample's code with each renamed member called by the name the installed types know. */
export function asInstalled(sample: Sample): string {
  const sdk = sdkOf(sample);
  let code = sample.code;
  for (const rename of RENAMED_MEMBERS) {
    if (rename.sdk === sdk) code = code.replace(new RegExp(`\\.${rename.now}\\s*\\(`, 'g'), `.${rename.old}(`);
  }
  return code;
}

export function checkRenamedMembers(samples: readonly Sample[]): Problem[] {
  const problems: Problem[] = [];
  for (const sample of samples) {
    const sdk = sdkOf(sample);
    const code = sample.code;
    for (const rename of RENAMED_MEMBERS) {
      if (rename.sdk !== sdk) continue;
      for (const match of code.matchAll(new RegExp(`\\.${rename.old}\\s*\\(`, 'g'))) {
        const lineIndex = code.slice(0, match.index).split('\n').length - 1;
        const column = match.index! - code.lastIndexOf('\n', match.index! - 1);
        problems.push({
          file: sample.file,
          line: sample.lines[lineIndex] ?? 0,
          column: column + sample.indent,
          message: `${SDK_PACKAGES[sdk]} renamed ${rename.old}() to ${rename.now}() in ${rename.since}: write ${rename.now}().`,
        });
      }
    }
  }
  return problems;
}
