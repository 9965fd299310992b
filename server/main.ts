import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { getRequestListener } from '@hono/node-server';
import { ConfigError, readConfig } from './config.ts';
import { DataDirInUseError } from './db/lock.ts';
import { openDatabase } from './db/open.ts';

// Compiled in the background, PGlite's 9 MB of WebAssembly stalls the event loop for about 200 ms
// right after the database opens; compiled at once it does not (measured: the first answer comes
// that much sooner, and queries run as fast). Set before PGlite is first instantiated.
setFlagsFromString('--no-wasm-async-compilation');

/** Requests still running this long after a stop signal are cut off so that the database can close. */
const SHUTDOWN_GRACE_MS = 5000;

function failToStart(error: unknown, port?: number): never {
  if (error instanceof ConfigError || error instanceof DataDirInUseError)
    console.error(`Cannot start: ${error.message}`);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Cannot start: port ${port} is already in use; stop what uses it or set PORT to another port`);
  } else console.error('Cannot start:', error);
  process.exit(1);
}

async function main() {
  const config = readConfig(process.env);
  // The database opens while the HTTP application's modules load: both take a good part of the start.
  const [
    database,
    { createApp },
    { forwardedAddress, socketAddress },
    { httpGatewaySms },
    { outboxSms },
    { configuredGeocoder },
    { configuredGateway },
    { startPaymentRechecks },
    { catalogueCacheOf },
    { replayLane },
    { liveHub },
  ] = await Promise.all([
    openDatabase(config, (line) => console.log(line)),
    import('./app.ts'),
    import('./http/clientAddress.ts'),
    import('./adapters/sms/httpGateway.ts'),
    import('./adapters/sms/outbox.ts'),
    import('./adapters/geocoder/configured.ts'),
    import('./adapters/gateway/configured.ts'),
    import('./usecases/recheckPayments.ts'),
    import('./http/catalogueCache.ts'),
    import('./http/replayLane.ts'),
    import('./live/liveHub.ts'),
  ]);
  // CLOCK_START (tests and demos): the clock runs on from that instant, so opening hours hold whatever the hour.
  const offsetMs = config.clockStart ? config.clockStart.getTime() - Date.now() : 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const sms = config.smsGatewayUrl ? httpGatewaySms(config.smsGatewayUrl) : outboxSms(database.db, clock);
  const clientAddress = config.trustProxy ? forwardedAddress : socketAddress;
  const geocoder = configuredGeocoder(config.geocoderUrl, (line) => console.warn(line));
  const gateway = configuredGateway(config.ccavenue);
  let listeningUrl = '';
  const live = liveHub(database.db);
  const app = createApp({
    db: database.db,
    clock,
    sms,
    geocoder,
    gateway,
    clientAddress,
    publicUrl: () => config.publicUrl ?? listeningUrl,
    mapStyleUrl: config.mapStyleUrl,
    posWebhookSecret: config.posWebhookSecret,
    clientDir: config.clientDir ?? undefined,
    live,
  });
  // Card payments still pending are asked about again in the background (server/usecases/recheckPayments.ts).
  const rechecks = startPaymentRechecks({ db: database.db, gateway, clock });

  const lane = replayLane(catalogueCacheOf(database), clock, app.fetch);
  const server = createServer(lane.inFront(getRequestListener(lane.fetch)));
  let stopping = false;
  // While stopping, a connection is closed as soon as its response is done rather than kept for the next request:
  // its client (an event stream's reader above all) reconnects to a server that keeps going.
  server.on('request', (_request, response) =>
    response.once('finish', () => stopping && server.closeIdleConnections()),
  );
  server.listen(config.port, () => {
    const info = server.address() as AddressInfo;
    listeningUrl = `http://localhost:${info.port}`;
    console.log(`Wokflow is serving on ${listeningUrl} (database: ${database.description})`);
    if (sms.kind === 'outbox') {
      console.log(`Sign-in codes go to the SMS outbox: http://localhost:${info.port}/api/v1/dev/sms?mobile_number=...`);
    }
    if (gateway.kind === 'sandbox') {
      console.log('Card payments go to the sandbox gateway on this server: no money moves (see README, Card payments)');
    }
  });
  server.once('error', async (error) => {
    await rechecks.stop();
    await database.close();
    failToStart(error, config.port);
  });

  // Not `once`: a second signal (npm forwards the one the terminal already sent) must not kill the process mid-close.
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping`);
    const cutOff = setTimeout(() => 'closeAllConnections' in server && server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    const closed = new Promise((resolve) => server.close(resolve));
    // The event streams would run to the cut-off, showing 'Live' on a server that is going: they end now.
    live.close();
    await closed;
    clearTimeout(cutOff);
    await rechecks.stop();
    await database.close();
    console.log('Stopped: database closed');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => failToStart(error));
