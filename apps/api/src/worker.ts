// The background-job process: runs the pg-boss jobs and answers only /health, /ready, /live and /metrics (on API_PORT).
// In a cluster the api copies run with JOBS_ENABLED=false and one or more workers run this; pg-boss
// still runs each job once however many workers there are.
import './observability/start-tracing';
import { loadApiConfig } from '@bonus/server';
import { runProcess } from './run-process';
import { startWorker } from './worker-server';

runProcess(() => startWorker(loadApiConfig()));
