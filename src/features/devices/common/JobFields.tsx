// The job of a 全包价 as two number inputs: working days (1–365) and hours a day (1–24). The
// drafts are the parent's form's; `widths` sizes the inputs in a narrow bar.
interface Props {
  days: string;
  hours: string;
  onDays: (days: string) => void;
  onHours: (hours: string) => void;
  labelClass?: string;
  widths?: [number, number];
}

export function JobFields({ days, hours, onDays, onHours, labelClass, widths }: Props) {
  return (
    <>
      <label className={labelClass}>
        工期
        <input
          type="number"
          min={1}
          max={365}
          inputMode="numeric"
          value={days}
          onChange={(e) => onDays(e.currentTarget.value)}
          style={widths && { width: widths[0] }}
        />
        天
      </label>
      <label className={labelClass}>
        每天工作
        <input
          type="number"
          min={1}
          max={24}
          inputMode="numeric"
          value={hours}
          onChange={(e) => onHours(e.currentTarget.value)}
          style={widths && { width: widths[1] }}
        />
        小时
      </label>
    </>
  );
}
