// `npm run perf` reads Firestore through this proxy: the emulator answers uncompressed, Firestore
// itself with gzip, and on Lighthouse's simulated slow 4G the difference is most of a planner
// page's load (25 trips: 77 KiB as the emulator sends them). It forwards every request to the
// emulator as it is and gzips the answer for a browser that accepts it, flushing as the emulator
// streams (a query's results arrive as they are found). docs/performance.md.
import { createServer, request } from 'node:http';
import { constants, createGzip } from 'node:zlib';

/** Listens on host:port, forwards to host:targetPort; resolves with the server once listening. */
export function startCompressingProxy({ host, port, targetPort }) {
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host,
        port: targetPort,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: `${host}:${targetPort}`, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const compress = /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '') && status !== 204 && status !== 304;
        const headers = { ...answer.headers };
        if (compress) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        outgoing.writeHead(status, headers);
        if (compress) answer.pipe(createGzip({ flush: constants.Z_SYNC_FLUSH })).pipe(outgoing);
        else answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
