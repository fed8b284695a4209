import { expect, it } from 'vitest';
import { product, type CategoryNode, type GoodsCard } from '../../src/api/product';
import { eachDialect, getFail, getOk, useApp } from './helpers';

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

function checkCards(cards: GoodsCard[]) {
  for (const g of cards) {
    expect(g.price).toBeGreaterThan(0);
    expect(twoDecimals(g.price), String(g.price)).toBe(true);
    expect(g.imageUrl).toMatch(new RegExp(`^/media/(goods|tile)/${g.id}\\.webp\\?w=800&s=`));
    expect(g.productName).toContain(g.brand);
    expect(g.productName).toContain(g.spec);
    expect(g.shopName.length).toBeGreaterThan(0);
    expect(['吨', '米', '平方米', '立方米', '袋', '根', '卷', '张', '桶', '个', '支', '组']).toContain(g.unit);
  }
  const sales = cards.map((g) => g.salesCount);
  expect(sales).toEqual([...sales].sort((a, b) => b - a));
}

eachDialect('rs-product-service', (dialect) => {
  const t = useApp(dialect);

  it('returns the three-level category tree', async () => {
    const tree = await getOk<CategoryNode[]>(t.app, product.categoryTree.path);
    expect(tree.length).toBeGreaterThanOrEqual(10);
    const walk = (nodes: CategoryNode[], level: number, parentId: number): number =>
      nodes.reduce((n, node) => {
        expect(node).toMatchObject({ level, parentId });
        if (level < 3) expect(node.children.length, node.name).toBeGreaterThan(0);
        else expect(node.children).toEqual([]);
        return n + 1 + walk(node.children, level + 1, node.id);
      }, 0);
    expect(walk(tree, 1, 0)).toBeGreaterThan(100);
    const steel = tree.find((c) => c.name === '钢材');
    const rebar = steel?.children.find((c) => c.name === '建筑钢材')?.children.find((c) => c.name === '螺纹钢');
    expect(rebar).toMatchObject({ level: 3, children: [] });
  });

  it('lists recommended goods, best sellers first', async () => {
    const ten = await getOk<GoodsCard[]>(t.app, product.recommend.path);
    expect(ten).toHaveLength(10);
    checkCards(ten);
    const five = await getOk<GoodsCard[]>(t.app, product.recommend.path, { size: 5 });
    expect(five).toEqual(ten.slice(0, 5));
  });

  it('lists self-operated goods only', async () => {
    const cards = await getOk<GoodsCard[]>(t.app, product.selfProducts.path, { size: 12 });
    expect(cards).toHaveLength(12);
    expect(cards.every((g) => g.selfSupport)).toBe(true);
    expect(cards.every((g) => g.shopName.includes('自营'))).toBe(true);
    checkCards(cards);
  });

  it('rejects sizes outside 1..100 and non-numbers', async () => {
    for (const size of [0, 101, -3, 2.5, 'abc']) {
      expect(await getFail(t.app, product.recommend.path, { size }, 400), String(size)).toContain('每页条数');
      expect(await getFail(t.app, product.selfProducts.path, { size }, 400), String(size)).toContain('每页条数');
    }
  });
});
