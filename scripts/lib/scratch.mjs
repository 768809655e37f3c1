// Where `npm test` puts what its tests write: a directory of this run in memory (tmpfs) when the machine has one with
// room, removed when the run ends (docs/decisions/test-time.md, "Test data in memory").
import fs from 'node:fs';
import path from 'node:path';

const TMPFS = '/dev/shm';
/** statfs's f_type of a tmpfs (linux/magic.h TMPFS_MAGIC). */
const TMPFS_MAGIC = 0x01021994;
/** Room the run may take there at most: two API files' databases and the browser tests' products, with margin. */
const ROOM_BYTES = 2 * 1024 ** 3;

/**
 * A new directory on /dev/shm for this run, or null where there is none, it is not a tmpfs or it has less than 2 GiB
 * free (a container's default 64 MB, for instance): then the tests write to the usual temporary directory.
 */
export function makeScratchDir() {
  try {
    const fsInfo = fs.statfsSync(TMPFS);
    if (fsInfo.type !== TMPFS_MAGIC || fsInfo.bavail * fsInfo.bsize < ROOM_BYTES) return null;
    const dir = fs.mkdtempSync(path.join(TMPFS, 'informes-test-'));
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  } catch {
    return null;
  }
}
