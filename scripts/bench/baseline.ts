import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MenuBytes {
  br: Buffer;
  gzip: Buffer;
}

/**
 * The floor to measure the app against: plain node:http sending the app's own menu bytes, compressed
 * beforehand, from memory; the request's body is read as the app reads it.
 */
export async function baselineServer(menu: MenuBytes): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const coding = /\bbr\b/.test(request.headers['accept-encoding'] ?? '') ? 'br' : 'gzip';
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Encoding': coding,
        'Content-Length': menu[coding].length,
        Vary: 'Accept-Encoding',
        'Cache-Control': 'no-cache',
      });
      response.end(menu[coding]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
