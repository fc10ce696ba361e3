import { closeSync, openSync, readSync } from 'node:fs';
import type { Db } from './types';
import { connectionQueries } from '../queries/connection';

/** Bytes of the WAL index header's first copy at the start of the `-shm` file (sqlite.org/walformat.html, section 2.1). */
const WAL_INDEX_HEADER_BYTES = 48;

/**
 * How late another process's commit may be seen: the WAL index header is read again only after
 * this long. This connection's own writes are seen at once.
 */
export const OTHERS_SEEN_WITHIN_MS = 2;

/** A connection's data version: reads it, and lets go of what it holds when the server closes. */
type Tracker = { read(): number; release(): void };
const trackers = new WeakMap<Db, Tracker>();

/**
 * A number that moves whenever the database's data may have changed since the previous call: at
 * once for a row this connection inserted, updated or deleted (SQLite's total_changes(), rolled-back
 * writes included), and within {@link OTHERS_SEEN_WITHIN_MS} for a commit by another connection,
 * another process on the same file included. Read caches compare it with the value they computed an
 * answer under, so no route has to invalidate anything by hand.
 *
 * Cheap, because caches check it on every request: total_changes() touches no file, and another
 * connection's commit is seen in the WAL index header, which every commit rewrites (its frame count,
 * checksums and salts move) and which SQLite keeps in the `-shm` file beside the database: one
 * 48-byte read, no lock, at most once per OTHERS_SEEN_WITHIN_MS. `PRAGMA data_version` says the
 * same but opens a read transaction (file locks) each time. Where there is no `-shm` file (an
 * in-memory database: no other connection can reach it; a file not in WAL mode) the pragma is used.
 */
export function dataVersion(db: Db): number {
  let tracker = trackers.get(db);
  if (!tracker) trackers.set(db, (tracker = track(db)));
  return tracker.read();
}

/** Closes what {@link dataVersion} keeps open for `db` (the `-shm` file); call before closing the connection. */
export function releaseDataVersion(db: Db): void {
  trackers.get(db)?.release();
  trackers.delete(db);
}

function track(db: Db): Tracker {
  const queries = connectionQueries(db);
  let version = 0;
  let seenChanges = -1;
  const totalChanges = queries.totalChanges;

  if (db.memory) {
    return {
      read() {
        const n = totalChanges();
        if (n !== seenChanges) {
          seenChanges = n;
          version++;
        }
        return version;
      },
      release() {},
    };
  }

  const shm = walIndex(db);
  if (!shm) {
    let seenOthers = -1;
    return {
      read() {
        const n = totalChanges();
        const others = queries.dataVersion();
        if (n !== seenChanges || others !== seenOthers) {
          seenChanges = n;
          seenOthers = others;
          version++;
        }
        return version;
      },
      release() {},
    };
  }

  const header = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
  const seenHeader = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
  let headerReadAt = -Infinity;
  return {
    read() {
      const n = totalChanges();
      // The read is a system call: on the busiest routes it cost a fifth of the request. It is made
      // at once after this connection's own write too, so its own commit is not taken for another's.
      const now = performance.now();
      if (n !== seenChanges || now - headerReadAt >= OTHERS_SEEN_WITHIN_MS) {
        readSync(shm, header, 0, WAL_INDEX_HEADER_BYTES, 0);
        headerReadAt = now;
      }
      if (n !== seenChanges || !header.equals(seenHeader)) {
        seenChanges = n;
        header.copy(seenHeader);
        version++;
      }
      return version;
    },
    release: () => closeSync(shm),
  };
}

/** The `-shm` file of a database in WAL mode, opened for reading, or null. */
function walIndex(db: Db): number | null {
  if ((db.pragma('journal_mode', { simple: true }) as string) !== 'wal') return null;
  // The WAL index exists once a connection has read in WAL mode.
  connectionQueries(db).readSchema();
  try {
    return openSync(`${db.name}-shm`, 'r');
  } catch {
    return null;
  }
}
