// The city picker (SECTIONS H.6): the current city first, then the last 5 picked, hot cities and
// A–Z; typing a name or pinyin initials (hz → 杭州 / 惠州 / 湖州) suggests cities, ↑ ↓ move through
// them and Enter picks. Every city is a button, so Tab reaches each; 全国 clears the choice.
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { ScCity } from '../../../api/sc';
import { byLetter, matchCities, shortName } from './match';
import { readRecent, rememberCity, type PickedCity } from './recent';
import classes from './city.module.css';

interface Props {
  cities: ScCity[];
  currentCode: string | null;
  onPick: (city: PickedCity | null) => void;
  /** Heading level of the groups: h2 on the page, h3 inside the dialog. */
  level?: 'h2' | 'h3';
}

function Chip({ city, pressed, onPick }: { city: PickedCity; pressed: boolean; onPick: (c: PickedCity) => void }) {
  return (
    <button
      type="button"
      className={classes.chip}
      aria-pressed={pressed}
      onClick={() => onPick(city)}
      data-city={city.code}
    >
      {shortName(city.name)}
    </button>
  );
}

export function CityPicker({ cities, currentCode, onPick, level = 'h2' }: Props) {
  const H = level;
  const id = useId().replace(/[^a-zA-Z0-9-]/g, '');
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  // Read after hydration: the server render has no storage.
  const [recent, setRecent] = useState<PickedCity[]>([]);
  useEffect(() => setRecent(readRecent()), []);
  const found = useMemo(() => matchCities(cities, typed).slice(0, 12), [cities, typed]);
  const groups = useMemo(() => byLetter(cities), [cities]);
  const current = cities.find((c) => c.code === currentCode);
  const pick = (c: PickedCity | null) => {
    if (c) rememberCity({ code: c.code, name: c.name });
    onPick(c);
  };
  const asPicked = (c: ScCity): PickedCity => ({ code: c.code, name: c.dictKey });
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!found.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : found.length - 1)) % found.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      pick(asPicked(found[Math.min(active, found.length - 1)]));
    }
  };
  const listId = `${id}-list`;
  return (
    <div className={classes.picker}>
      <div className={classes.search}>
        <input
          type="text"
          role="combobox"
          aria-label="输入城市名或拼音首字母"
          placeholder="输入城市名或拼音首字母，如 hz"
          aria-expanded={found.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={found.length ? `${id}-opt-${Math.min(active, found.length - 1)}` : undefined}
          value={typed}
          maxLength={20}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKey}
        />
        <ul id={listId} role="listbox" aria-label="匹配的城市" className={classes.suggest} hidden={found.length === 0}>
          {found.map((c, i) => (
            <li
              key={c.code}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === Math.min(active, found.length - 1)}
              onClick={() => pick(asPicked(c))}
            >
              <span>{c.dictKey}</span>
              <small>{c.provinceName}</small>
            </li>
          ))}
        </ul>
        {typed.trim() !== '' && found.length === 0 && (
          <p className={classes.empty}>没有找到“{typed.trim()}”对应的城市</p>
        )}
      </div>
      <section className={classes.group} aria-label="当前城市">
        <H>当前城市</H>
        <div className={classes.chips}>
          {current ? <Chip city={asPicked(current)} pressed onPick={pick} /> : null}
          <button type="button" className={classes.chip} aria-pressed={!current} onClick={() => pick(null)}>
            全国
          </button>
        </div>
      </section>
      {recent.length > 0 && (
        <section className={classes.group} aria-label="最近选择">
          <H>最近选择</H>
          <ul className={classes.chips}>
            {recent.map((c) => (
              <li key={c.code}>
                <Chip city={c} pressed={c.code === currentCode} onPick={pick} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={classes.group} aria-label="热门城市">
        <H>热门城市</H>
        <ul className={classes.chips}>
          {cities
            .filter((c) => c.hot)
            .map((c) => (
              <li key={c.code}>
                <Chip city={asPicked(c)} pressed={c.code === currentCode} onPick={pick} />
              </li>
            ))}
        </ul>
      </section>
      <section className={classes.group} aria-label="按拼音首字母">
        <H>按拼音首字母</H>
        <ul className={classes.letters} aria-label="字母索引">
          {groups.map(([letter]) => (
            <li key={letter}>
              <a href={`#${id}-letter-${letter}`}>{letter}</a>
            </li>
          ))}
        </ul>
        {groups.map(([letter, list]) => (
          <div key={letter} id={`${id}-letter-${letter}`} className={classes.letterGroup}>
            <h3>{letter}</h3>
            <ul className={classes.chips}>
              {list.map((c) => (
                <li key={c.code}>
                  <Chip city={asPicked(c)} pressed={c.code === currentCode} onPick={pick} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
