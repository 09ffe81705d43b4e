/**
 * A PostgreSQL server of one test only (`initdb` in a temporary folder, its own port), which the
 * test may stop and start without touching the shared server. The server runs as the `postgres`
 * system user when the test runs as root (PostgreSQL refuses to run as root), as
 * `scripts/services.sh` does; fsync is off (a throwaway cluster).
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder of PostgreSQL's server programs (`/usr/lib/postgresql/<version>/bin`). @throws when none is installed. */
function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => join(root, v, 'bin')).find((d) => existsSync(join(d, 'pg_ctl')));
  if (!bin) throw new Error('no PostgreSQL server programs under /usr/lib/postgresql/*/bin');
  return bin;
}

/** uid and gid to run the server as: the `postgres` user when this process is root, else this process's own. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A private PostgreSQL cluster on 127.0.0.1:`port` (see the module comment). */
export class PrivatePostgres {
  private readonly bin = pgBin();
  private readonly user = serverUser();
  readonly dir = mkdtempSync(join(tmpdir(), 'mc-private-pg-'));

  constructor(readonly port: number) {
    if (this.user) chownSync(this.dir, this.user.uid, this.user.gid);
  }

  /** URL of the `postgres` database as superuser `postgres` (trust authentication). */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(program: string, args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(join(this.bin, program), args, { ...this.user, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr!.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${program} ${args.join(' ')}: exit ${code}: ${stderr}`)),
      );
    });
  }

  /** Creates the cluster (`initdb`, no sync) and starts the server. */
  async init(): Promise<void> {
    const data = join(this.dir, 'data');
    await this.run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '-N']);
    await this.start();
  }

  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    return this.run('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
  }

  /**
   * Stops the server in `mode` (PostgreSQL's: `smart` waits for the open sessions and refuses new
   * ones with 57P03, `fast` ends the sessions with 57P01, `immediate` aborts); with `wait` false,
   * returns once the stop has been asked.
   */
  stop(mode: 'smart' | 'fast' | 'immediate', wait = true): Promise<void> {
    return this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, wait ? '-w' : '-W', 'stop']);
  }

  /** Stops the server if it runs and deletes its folder. */
  async destroy(): Promise<void> {
    await this.stop('immediate').catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
