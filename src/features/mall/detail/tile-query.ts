// The tile facts of a goods (the ceramic section's call; null for goods that are no tile).
import { taoci } from '../../../api/taoci';
import { callQuery } from '../../../shared/query';

export const tileFactsQuery = (goodsId: number) => callQuery(taoci.tile, { goodsId });
