import { execFileSync } from 'node:child_process';

/**
 * A free TCP port on 127.0.0.1 (the system's choice), synchronously: for the configuration and for specs that must
 * name their server's port before anything can be awaited (Chromium's host-resolver rule is a launch option).
 */
export function freePortSync(): number {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 }));
}
