// The landing's head: the search box (to the supply list) and quick links.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { devicesRoutes } from '../../../shared/sections/devices/routes';
import classes from './home.module.css';

export function HomeHero() {
  const [, navigate] = useLocation();
  const [word, setWord] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(devicesRoutes.deviceSupply.href({ keyword: word.trim().slice(0, 50) }));
  };
  return (
    <section className={classes.hero} aria-labelledby="devices-title">
      <h1 id="devices-title">找设备 · 工程机械租赁</h1>
      <p>挖掘机、起重机、泵车、高空作业平台…… 按台班、天、月比价，输入工况即算全包价。</p>
      <form role="search" className={classes.heroSearch} onSubmit={submit} aria-label="搜索出租设备">
        <input
          aria-label="设备关键词"
          placeholder="输入设备名称、品牌或型号，如 三一 挖掘机"
          value={word}
          maxLength={50}
          onChange={(e) => setWord(e.currentTarget.value)}
        />
        <button type="submit">找设备</button>
      </form>
      <div className={classes.heroLinks}>
        <Link href={devicesRoutes.deviceSupply.href()}>全部出租设备</Link>
        <Link href={devicesRoutes.deviceSupplyPlace.href()}>按位置找设备</Link>
        <Link href={devicesRoutes.devicePublish.href()}>发布出租 / 求租</Link>
        <Link href={devicesRoutes.deviceNews.href()}>行业资讯</Link>
      </div>
    </section>
  );
}
