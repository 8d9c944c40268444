import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalStackError, portInUseMessage } from './errors';

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
