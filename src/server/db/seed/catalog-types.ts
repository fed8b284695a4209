// The shape of the construction vocabulary: top category > sub category > leaf, and per
// leaf what its goods look like (unit, price range in yuan, specs, brands).
export interface Leaf {
  name: string;
  unit: string;
  price: readonly [number, number];
  specs: readonly string[];
  brands: readonly string[];
}
export interface Sub {
  name: string;
  leaves: readonly Leaf[];
}
export interface Top {
  name: string;
  subs: readonly Sub[];
}

export const leaf = (
  name: string,
  unit: string,
  price: readonly [number, number],
  specs: readonly string[],
  brands: readonly string[],
): Leaf => ({
  name,
  unit,
  price,
  specs,
  brands,
});
