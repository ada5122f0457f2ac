export { loadConfig, type ServerConfig } from './config.js';
export { startServer, type RunningServer } from './start.js';
export { createApp, type App } from './http/app.js';
export { openDatabase, migrateDatabase, type Db, type DatabaseHandle } from './db/client.js';
