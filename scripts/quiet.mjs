// Runs a command and prints its output only when it fails (issue 18: `npm start` printed about 940
// lines of build progress before the site's own first line). `node scripts/quiet.mjs <command> …`.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/quiet.mjs <command> [args…]');
  process.exit(2);
}
const chunks = [];
const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
child.stdout.on('data', (chunk) => chunks.push(chunk));
child.stderr.on('data', (chunk) => chunks.push(chunk));
child.on('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(1);
});
child.on('close', (code, signal) => {
  if (code === 0) return;
  process.stderr.write(Buffer.concat(chunks));
  console.error(`\n✖ ${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`);
  process.exit(code ?? 1);
});
