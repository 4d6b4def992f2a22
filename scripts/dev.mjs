// `npm run dev`: the gateway (tsx watch, port 4000) and Vite with HMR (port 5173, proxying /graphql and
// /media to the gateway). Open http://localhost:5173.
import { spawn } from 'node:child_process';

const run = (args) => spawn('npm', args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } });
const build = spawn('npm', ['run', 'build', '-w', '@shop/domain', '-w', '@shop/schema'], { stdio: 'inherit' });
build.on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  const children = [run(['run', 'dev', '-w', '@shop/gateway']), run(['run', 'dev', '-w', '@shop/web'])];
  const stop = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  children.forEach((c) => c.on('exit', (code) => code && (stop(), process.exit(code))));
});
