/** The machine's HTTP ceiling: node:http answering a small fixed JSON, nothing else. Prints `ready` and its pid once listening. */
import { createServer } from 'node:http';

const body = JSON.stringify({ code: 200, message: 'OK', data: { status: 'ok' } });
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write(`ready ${process.pid}\n`));
