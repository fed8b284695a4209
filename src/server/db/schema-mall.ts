// Mall tables beyond the catalogue (carts, member addresses, goods search support).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MallTables {}
