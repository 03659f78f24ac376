/**
 * Sequential GETs of one URL for a while, in a process of its own so that the load generator's work never delays
 * them; prints the latencies (ms) as JSON.
 */
export {};

const [url, seconds] = [process.argv[2]!, Number(process.argv[3] ?? 5)];
const headers = process.argv[4] ? { authorization: `Bearer ${process.argv[4]}` } : undefined;
const times: number[] = [];
const end = performance.now() + seconds * 1000;
while (performance.now() < end) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  times.push(performance.now() - start);
  // About 100 probes a second: a client checking, not a load of its own.
  await new Promise((resolve) => setTimeout(resolve, 10));
}
process.stdout.write(JSON.stringify(times));
