// autocannon's setupClient for the live mix (a file: autocannon workers require() their hooks). Connection i
// asks as the members i, i + connections, i + 2·connections, …, each member for every page read of the mix in turn.
const mix = JSON.parse(process.env.BENCH_MIX || '{"tokens":[],"requests":[],"connections":1}');
let next = 0;

module.exports = function mixConnection(client) {
  const connection = next++ % mix.connections;
  const tokens = mix.tokens.filter((_, index) => index % mix.connections === connection);
  client.setRequests(tokens.flatMap((token) => mix.requests.map((request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } }))));
};
