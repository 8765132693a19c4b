import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of one process, and its peak so far (VmRSS, VmHWM), in MB; null once gone. */
export function rssOf(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** The pids whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/**
 * Samples a process tree every `everyMs`: the peak of each process's own VmHWM, and the peak of
 * the tree's summed RSS (the process, its sandbox child and their tesseract processes together).
 */
export function watchTree(root: number, everyMs = 100) {
  const peaks = new Map<number, { name: string; peakMb: number }>();
  let treePeakMb = 0;
  const sample = () => {
    const stack = [root];
    let sum = 0;
    while (stack.length) {
      const pid = stack.pop()!;
      const rss = rssOf(pid);
      if (!rss) continue;
      sum += rss.rssMb;
      let name = '?';
      try {
        name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      } catch {}
      const prev = peaks.get(pid);
      peaks.set(pid, { name, peakMb: Math.max(prev?.peakMb ?? 0, rss.peakMb) });
      stack.push(...childrenOf(pid));
    }
    treePeakMb = Math.max(treePeakMb, sum);
  };
  const timer = setInterval(sample, everyMs);
  sample();
  return {
    stop() {
      sample();
      clearInterval(timer);
      const byPid = [...peaks.entries()];
      const node = byPid.filter(([pid, p]) => pid !== root && p.name.startsWith('node'));
      return {
        rootPeakMb: peaks.get(root)?.peakMb ?? 0,
        childNodePeakMb: Math.max(0, ...node.map(([, p]) => p.peakMb)),
        treePeakMb,
      };
    },
  };
}
