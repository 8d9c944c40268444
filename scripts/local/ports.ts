import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalStackError, portInUseMessage } from './errors';

const DEFAULT_PORT = 3000;

/** npm start's port: PORT, or 3000. */
export function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new LocalStackError(
      `PORT must be a number from 1 to 65535 (it is "${value}"). Try PORT=3001 npm start.`,
    );
  }
  return port;
}

/** Binds `server` to the port, turning EADDRINUSE into the one-line message `npm start` prints. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') reject(new LocalStackError(portInUseMessage(port)));
      else if (error.code === 'EACCES') {
        reject(new LocalStackError(`Port ${port} needs elevated rights. Run PORT=3000 npm start instead.`));
      } else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** A loopback port that was free a moment ago (for the emulators, which take a port number up front). */
export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe, 0, '127.0.0.1');
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Fails with the one-line message when the port is taken, before anything slow starts. */
export async function assertPortFree(port: number): Promise<void> {
  const probe = createServer();
  await listen(probe, port, 'localhost');
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}
