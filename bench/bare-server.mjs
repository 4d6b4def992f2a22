// The machine's limit: a bare node:http server answering each route with fixed bytes from memory
// (the gateway's own answer to the same request), draining request bodies like a real server must.
// Started as a child process by run.mjs: argv[2] is a JSON file { "/path": { body: base64, contentType } }.
// Prints "listening <port>" once ready.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const routes = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, { body, contentType }]) => [
    path,
    { body: Buffer.from(body, 'base64'), contentType },
  ]),
);

const server = createServer((req, res) => {
  const route = routes.get(req.url);
  req.on('data', () => {});
  req.on('end', () => {
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': route.contentType, 'content-length': route.body.length });
    res.end(route.body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
