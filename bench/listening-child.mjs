// The one way the bench scripts start a server of their own as a child process: a script that prints
// "listening <port>" once ready (bench/bare-server.mjs, bench/stack-floor-servers.mjs).
import { spawn } from 'node:child_process';

/**
 * Starts `node <script> ...args` and resolves once it prints its port, or rejects when it exits first.
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, base: string }>}
 */
export async function startListeningChild(script, args = []) {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let onExit;
  try {
    const port = await new Promise((resolve, reject) => {
      onExit = (code) => reject(new Error(`${script} exited with ${code}`));
      child.once('exit', onExit);
      child.stdout.on('data', (chunk) => {
        const match = /listening (\d+)/.exec(String(chunk));
        if (match) resolve(Number(match[1]));
      });
    });
    return { child, base: `http://127.0.0.1:${port}` };
  } finally {
    child.off('exit', onExit);
  }
}
