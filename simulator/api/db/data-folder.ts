import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a process still runs (signal 0 only checks). EPERM: it runs, as another user. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Records this process as a user of the database file (one marker file per process beside it) and
 * answers the other live processes using it, so a second server on one data folder can say so.
 * Markers of processes that died without cleaning up are removed on the way.
 */
export function claimDataFolder(dbFile: string): { others: number[]; release(): void } {
  const dir = `${dbFile}.servers`;
  mkdirSync(dir, { recursive: true });
  const others: number[] = [];
  for (const name of readdirSync(dir)) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    if (alive(pid)) others.push(pid);
    else rmSync(join(dir, name), { force: true });
  }
  const mine = join(dir, String(process.pid));
  writeFileSync(mine, '');
  return { others, release: () => rmSync(mine, { force: true }) };
}

/** The notice printed when another server already uses the folder. */
export const sharedFolderNotice = (dbFile: string, others: number[]): string =>
  `注意：数据文件 ${dbFile} 正被另一个模拟后端使用（进程 ${others.join('、')}）。两者共享同一份数据，写入会排队等待、不会出错；如需独立数据，请用 --data 指定其他目录。`;
