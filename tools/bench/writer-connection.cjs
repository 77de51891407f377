// autocannon's setupClient for the write loads (a file: autocannon workers require() their hooks).
// Each connection signs in as its own writer, so concurrent writes do not queue on one member's row lock.
const tokens = JSON.parse(process.env.BENCH_WRITER_TOKENS || '[]');
let next = 0;

module.exports = function writerConnection(client) {
  const authorization = `Bearer ${tokens[next++ % tokens.length]}`;
  client.setRequests(client.opts.requests.map((request) => ({ ...request, headers: { ...request.headers, authorization } })));
};
