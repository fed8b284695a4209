// The fast_city dictionary as a query (the picker page's loader fetches it for the server render).
import { sc } from '../../../api/sc';
import { callQuery } from '../../../shared/query';

export const cityQuery = callQuery(sc.fastCity, {});
