// The scene presets in plain words: one click sets their filters (and clears the others of
// theirs); the preset whose filters the view holds is pressed.
import { TILE_PRESETS, presetOf } from '../../../api/taoci-dicts';
import type { ShopView } from '../../../shared/sections/taoci/views';
import classes from '../common/taoci.module.css';

const CLEARED = { absorption: null, slip: null, usage: null } as const;

export function Presets({ view, onChange }: { view: ShopView; onChange: (patch: Partial<ShopView>) => void }) {
  const active = presetOf(view);
  return (
    <div className={classes.presets} role="group" aria-label="按场景选砖">
      <span className={classes.presetsLabel}>按场景选砖：</span>
      {TILE_PRESETS.map((p) => (
        <button
          key={p.code}
          type="button"
          className={classes.preset}
          aria-pressed={active?.code === p.code}
          onClick={() => onChange(active?.code === p.code ? CLEARED : { ...CLEARED, ...p.filters })}
        >
          <strong>{p.label}</strong>
          <small>{p.note}</small>
        </button>
      ))}
    </div>
  );
}
