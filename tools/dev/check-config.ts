// Validates the api's configuration before `npm start` starts anything; prints what is wrong, by variable.
import { ConfigError, loadApiConfig } from '@bonus/server';

try {
  loadApiConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
