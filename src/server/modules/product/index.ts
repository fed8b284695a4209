// The mall's goods and shops module: its routes; its rows come from the core seed.
import type { ServerModule } from '../../floor/module';
import { productRoutes } from './routes';
import { mallSearch } from './site-search';
import { goodsIndex } from './store';

export const productModule: ServerModule = { routes: productRoutes, search: mallSearch, warm: goodsIndex };
