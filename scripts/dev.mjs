// `npm run dev`: the bff with reload on port 3000 (sandbox embedded) and Vite's dev server with hot
// reload on port 5173, which forwards /graphql and /img to the bff. Open http://localhost:5173 or
// http://aupark.localhost:5173. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'bff/src/server.ts'], { stdio: 'inherit', env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { stdio: 'inherit', cwd: 'web' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
