// The labour section (找人): its routes and its seed part. Its tables are declared in schema.ts
// (added to Database from here) and made by the migrations in migrations/.
import type { ServerModule } from '../../floor/module';
import { laborSearch } from './search';
import { laborRoutes } from './routes';
import { laborSeed } from './seed';

export const laborModule: ServerModule = { routes: laborRoutes, seed: laborSeed, search: laborSearch };
