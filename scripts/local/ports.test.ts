import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LocalStackError } from './errors';
import { assertPortFree, listen, parsePort } from './ports';

describe('listen', () => {
  it('says in one line what to do when the port is taken', async () => {
    const holder = createServer();
    const port = await listen(holder, 0, 'localhost');
    try {
      const error = await assertPortFree(port).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LocalStackError);
      expect((error as Error).message).toBe(
        `Port ${port} is in use. Stop the other program or run PORT=${port + 1} npm start.`,
      );
    } finally {
      holder.close();
    }
  });

  it('binds a free port', async () => {
    const server = createServer();
    const port = await listen(server, 0, 'localhost');
    expect(port).toBeGreaterThan(0);
    server.close();
  });
});

describe('parsePort', () => {
  it('defaults to 3000 and reads PORT', () => {
    expect(parsePort(undefined)).toBe(3000);
    expect(parsePort('')).toBe(3000);
    expect(parsePort('3001')).toBe(3001);
  });

  it('refuses a PORT that is not a port number, with a message', () => {
    expect(() => parsePort('abc')).toThrow(/PORT must be a number from 1 to 65535/);
    expect(() => parsePort('70000')).toThrow(LocalStackError);
  });
});
