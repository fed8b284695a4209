// /buyCar and /buyCar/default: the member's cart grouped by shop, with the delivery addresses.
// Logged-out visitors are sent to /login?recordUrl=<this page> (replacing this entry, so Back
// does not bounce into login again); login returns here.
import { useState } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { Link } from 'wouter';
import { useMemberGate } from '../../shared/auth-hooks';
import { useQuery } from '@tanstack/react-query';
import { mallRoutes } from '../../shared/sections/mall/routes';
import { DataState } from '../../ui/DataState';
import { AddressBook, addressQuery, pickAddress } from './AddressBook';
import { CartShop } from './CartShop';
import { CartSummary } from './CartSummary';
import { useCart } from './use-cart';
import classes from './cart.module.css';

function CartSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="购物车加载中" className={classes.skeleton}>
      <Skeleton height={44} />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </div>
  );
}

function Empty() {
  return (
    <div className={classes.empty} role="status">
      <p>购物车空空如也，暂无数据</p>
      <Link href={mallRoutes.moreGoods.href()} className={classes.go}>
        去逛逛
      </Link>
    </div>
  );
}

function MemberCart() {
  const api = useCart(true);
  const addresses = useQuery(addressQuery);
  const [chosen, setChosen] = useState<number | null>(null);
  const hasAddress = pickAddress(addresses.data ?? [], chosen) !== undefined;
  return (
    <>
      <section className={classes.cart} aria-labelledby="cart-title" aria-busy={api.busy}>
        <header className={classes.blockHead}>
          <h1 id="cart-title">我的购物车{api.cart ? `（${api.cart.lineCount}）` : ''}</h1>
        </header>
        <DataState state={api.state} skeleton={<CartSkeleton />} isEmpty={() => false}>
          {(cart) =>
            cart.shops.length === 0 ? (
              <Empty />
            ) : (
              <>
                <div className={classes.columns} aria-hidden="true">
                  <span>商品</span>
                  <span>单价</span>
                  <span>数量</span>
                  <span>小计</span>
                  <span>操作</span>
                </div>
                {cart.shops.map((s) => (
                  <CartShop key={s.shopId} shop={s} api={api} />
                ))}
                <CartSummary cart={cart} api={api} hasAddress={hasAddress} />
              </>
            )
          }
        </DataState>
      </section>
      <AddressBook list={addresses} chosen={chosen} onChoose={setChosen} />
    </>
  );
}

export default function CartPage() {
  const loggedIn = useMemberGate();
  return <div className="page-column">{loggedIn ? <MemberCart /> : <CartSkeleton />}</div>;
}
