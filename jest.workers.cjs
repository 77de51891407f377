// How many jest workers a test run uses: two at least (jest's own default is one less than the cores, one on a
// 2-core machine). The api's specs take one more: much of their time is spent waiting on processes they start
// and on job schedules, not computing. The PostgreSQL global setup starts a cluster for each worker a run uses.
const os = require('node:os');

const JEST_WORKERS = Math.max(2, os.availableParallelism() - 1);

module.exports = { JEST_WORKERS, API_JEST_WORKERS: JEST_WORKERS + 1 };
