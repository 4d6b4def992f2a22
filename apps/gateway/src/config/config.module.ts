import { type DynamicModule, Global, Module } from '@nestjs/common';
import { type AppConfig, CONFIG } from './config.js';

/** Makes the validated AppConfig injectable everywhere as `@Inject(CONFIG)`. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: CONFIG, useValue: config }], exports: [CONFIG] };
  }
}
