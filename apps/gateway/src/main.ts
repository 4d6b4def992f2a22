import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/config.js';
import { createApp } from './create-app.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp({ config });
  await app.listen(config.port, config.host);
  new Logger('Gateway').log(
    `${config.shop.name} listening on http://${config.host}:${config.port} (store: ${config.storeBackend}, cache: ${config.redisUrl ? 'redis' : 'memory'})`,
  );
}

main().catch((error: unknown) => {
  console.error('gateway failed to start:', error);
  process.exit(1);
});
