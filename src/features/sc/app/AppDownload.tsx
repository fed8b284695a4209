// An sc app's download page (the app client info call): app name and role, version and release
// day, what is new, the QR code of this page, the iOS and Android links, and inside WeChat
// (its user agent) the 请在浏览器中打开 hint, since WeChat blocks app downloads.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sc } from '../../../api/sc';
import { SC_ROLE_NAMES, type ScRole } from '../../../api/sc-dicts';
import { callQuery } from '../../../shared/query';
import { DataState } from '../../../ui/DataState';
import { ScFrame } from '../common/ScFrame';
import classes from './app.module.css';

export const appQuery = (role: ScRole) => callQuery(sc.appClientInfo, { role });

export function AppDownload({ role }: { role: ScRole }) {
  const info = useQuery(appQuery(role));
  // Known only in the browser: the server renders the page without the hint.
  const [inWeChat, setInWeChat] = useState(false);
  useEffect(() => setInWeChat(/MicroMessenger/i.test(navigator.userAgent)), []);
  return (
    <ScFrame minimal>
      {inWeChat && (
        <div role="alert" className={classes.wechat} data-testid="sc-wechat-hint">
          请点击右上角「···」，选择「在浏览器中打开」后再下载（微信内无法直接下载 App）
        </div>
      )}
      <DataState state={info}>
        {(a) => (
          <article className={classes.card}>
            <h1>{a.appName}</h1>
            <p className={classes.meta}>
              {SC_ROLE_NAMES[a.role]}专用 · 版本 {a.version} · {a.releasedAt} 更新 · {a.sizeMb} MB
            </p>
            <img
              className={classes.qr}
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(a.qrSvg)}`}
              alt={`扫码下载${a.appName}`}
              width={180}
              height={180}
            />
            <p className={classes.meta}>用手机扫描二维码，打开本页后下载</p>
            <div className={classes.links}>
              <a href={a.iosUrl} rel="noreferrer">
                iPhone 版（App Store）
              </a>
              <a href={a.androidUrl} rel="noreferrer">
                Android 版（应用宝）
              </a>
            </div>
            <h2>本次更新</h2>
            <ul>
              {a.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </article>
        )}
      </DataState>
    </ScFrame>
  );
}
