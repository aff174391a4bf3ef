import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ChromiumMissingError, DiagramSyntaxError, type DiagramRenderer } from './render';
import { auditDrawings, type DiagramSource } from './drawings';

export interface DrawingUpdate {
  /** Keys drawn now. */
  drawn: string[];
  /** How many diagrams (distinct sources) already had their drawing. */
  alreadyDrawn: number;
  /** Files deleted because no diagram uses them. */
  deleted: string[];
  /** One line per diagram that could not be drawn: `file:line: why`. */
  failures: string[];
}

/**
 * `npm run diagrams`: draws every diagram that has no drawing in `dir` and
 * deletes the drawings no diagram uses, so that `dir` holds exactly the
 * site's drawings. A diagram that cannot be drawn (no Chromium, a Mermaid
 * error) is reported at its file and line; the orphans go anyway.
 */
export async function updateDrawings(dir: string, diagrams: DiagramSource[], renderer: DiagramRenderer): Promise<DrawingUpdate> {
  const { missing, orphans } = auditDrawings(dir, diagrams);
  const byKey = new Map<string, DiagramSource[]>();
  for (const diagram of missing) byKey.set(diagram.key, [...(byKey.get(diagram.key) ?? []), diagram]);

  const drawn: string[] = [];
  const failures: string[] = [];
  await Promise.all(
    [...byKey].map(async ([key, places]) => {
      try {
        await renderer.render(places[0].source);
        drawn.push(key);
      } catch (error) {
        for (const { file, line } of places) {
          if (error instanceof DiagramSyntaxError) {
            // Mermaid counts from the diagram's first line, which follows the fence.
            failures.push(`${file}:${line + (error.line ?? 0)}: ${error.message}`);
          } else if (error instanceof ChromiumMissingError) {
            failures.push(`${file}:${line}: no Chromium at ${error.chromiumPath} to draw it`);
          } else {
            failures.push(`${file}:${line}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }
    }),
  );
  await Promise.all(orphans.map((name) => rm(path.join(dir, name), { force: true })));
  const alreadyDrawn = new Set(diagrams.map(({ key }) => key)).size - byKey.size;
  return { drawn: drawn.sort(), alreadyDrawn, deleted: orphans, failures: failures.sort() };
}
