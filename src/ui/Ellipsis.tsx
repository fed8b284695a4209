// A long name (a card's title, a goods name) cut with an ellipsis, one line or two, the whole name
// shown on hover as its title; a link around it carries the same title for keyboard focus
// (`ellipsisTitle`). Styles: ellipsis.module.css, which a section's sheet may compose instead.
import classes from './ellipsis.module.css';

interface Props {
  text: string;
  /** 1 (default) or 2 lines before the ellipsis. */
  lines?: 1 | 2;
  className?: string;
}

export function Ellipsis({ text, lines = 1, className }: Props) {
  const base = lines === 2 ? classes.clamp : classes.line;
  return (
    <span className={className ? `${base} ${className}` : base} title={text}>
      {text}
    </span>
  );
}
