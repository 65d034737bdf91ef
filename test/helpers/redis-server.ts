/**
 * A private redis-server child process on a free port, without persistence, for tests that make
 * Redis fail: pause it (SIGSTOP: the socket stays open and nothing answers), resume it
 * (SIGCONT), kill it (SIGKILL: connections are refused). The caller kills it in an after hook.
 */
import { spawn } from 'node:child_process';
import { freePort } from './ports.js';

const START_TIMEOUT_MS = 10_000;

export interface PrivateRedis {
  url: string;
  pause(): void;
  resume(): void;
  /** Kills the server (also a paused one) and waits for it to exit; harmless when it is gone. */
  kill(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start in time:\n${output}`)), START_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    child.on('error', fail);
    void exited.then(() => fail(new Error(`redis-server exited before it was ready:\n${output}`)));
  });
  try {
    await ready;
  } catch (error) {
    await kill();
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    kill,
  };
}
