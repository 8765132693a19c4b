import { existsSync, renameSync, rmSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { type ChildBuild, ensureChildBundle } from './child-bundle.ts';
import { type LaunchOptions, launchSandboxChild } from './launch.ts';
import type { ChildRequest, SandboxMessage } from './protocol.ts';
import { snapshotOf, writeSnapshot } from './snapshot.ts';

// V8's code cache for the bundled child, so a child compiles nothing it has compiled before. A
// child may not write files, so the cache is made once by a child given a sample document the
// worker writes here (no user's bytes): it reads the sample, runs the engine on it, and as it exits
// writes the code V8 compiled for that work to the one file it is allowed to write; the worker then
// moves it to child-<hash>.cache, which every later child of that build reads. V8 checks it against the source and its
// own flags and compiles afresh when it does not match (a child with other limits, another Node).

const SAMPLE_PAGES = [
  'VENDOR STATEMENT\nSection 32 of the Sale of Land Act 1962\nLand: 12 Sample Street, Exampleton VIC 3999\nVolume 10000 Folio 100\nThe land is affected by an easement for drainage 2 metres wide along the rear boundary.\nOwners corporation: not applicable.',
  'Zoning: General Residential Zone - Schedule 1\nOverlay: Heritage Overlay (HO100)\nOutgoings: council rates $1,800.00 per annum; water $700.00 per annum.\nSettlement: 60 days after the day of sale. Deposit: 10% of the price.',
];

export function samplePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (const page of SAMPLE_PAGES) doc.addPage().font('Helvetica').fontSize(11).text(page, { width: 480 });
  doc.end();
  return done;
}

async function writeCodeCache(build: ChildBuild, launch: LaunchOptions): Promise<void> {
  const temporary = `${build.codeCache}.${process.pid}.tmp`;
  const child = launchSandboxChild(build.start, { ...launch, codeCacheFile: temporary });
  const send = (request: ChildRequest) => child.send(request);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(null));
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  let read = true;
  child.on('message', (message: SandboxMessage) => {
    if (message.type === 'error') child.kill('SIGKILL');
    if (message.type !== 'result') return;
    if (!read) return;
    read = false;
    const pages = (message.value as { pages: Array<{ number: number; text: string }> }).pages;
    send({ task: 'analyse', input: { pages: pages.map(({ number, text }) => ({ number, text })), fileName: 'sample.pdf' } });
  });
  send({ task: 'read', bytes: await samplePdf(), ocrConcurrency: 1, ocrEngine: 'native' });
  const code = await exited;
  clearTimeout(timer);
  if (code === 0 && existsSync(temporary)) renameSync(temporary, build.codeCache);
  else rmSync(temporary, { force: true });
}

const made = new Map<string, Promise<void>>();

function once(file: string, make: () => Promise<unknown>): Promise<void> {
  if (!made.has(file)) made.set(file, make().then(() => undefined, () => undefined));
  return made.get(file)!;
}

export interface ChildScriptOptions {
  /** Start children from the startup snapshot (snapshot.ts) when it can be made; default true. */
  snapshot?: boolean;
  /** Told why the snapshot could not be made (children then start from the bundle and its code cache). */
  onSnapshotError?: (why: string) => void;
}

/**
 * What a sandbox child runs: the startup snapshot of the bundled child (launch.ts starts Node from a
 * .blob), made for this build when missing; or, when it cannot be made (or `snapshot: false`), the
 * bundled child's start script, with a code cache made for children launched like `launch` when there
 * is none yet. The bundle is built when missing or stale. A cache or snapshot that cannot be made
 * costs only speed.
 */
export async function childScript(launch: LaunchOptions, options: ChildScriptOptions = {}): Promise<string> {
  const build = await ensureChildBundle();
  if (!existsSync(build.codeCache)) await once(build.codeCache, () => writeCodeCache(build, launch));
  if (options.snapshot === false) return build.start;
  if (!snapshotOf(build)) {
    await once(build.snapshot, async () => {
      const failed = await writeSnapshot(build, launch, await samplePdf());
      if (failed) options.onSnapshotError?.(failed);
    });
  }
  return snapshotOf(build) ?? build.start;
}
