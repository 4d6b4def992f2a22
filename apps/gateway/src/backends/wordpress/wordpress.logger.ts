/** The adapter logs through the backends' one logger shape (../store-logger.ts). */
export {
  type StoreLogger as WordpressLogger,
  type NestStyleLogger,
  silentLogger,
  toStoreLogger as toWordpressLogger,
} from '../store-logger.js';
