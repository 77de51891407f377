import './observability/start-tracing';
import { loadApiConfig } from '@bonus/server';
import { runProcess } from './run-process';
import { startApi } from './server';

runProcess(() => startApi(loadApiConfig()));
