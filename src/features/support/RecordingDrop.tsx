// Where a session-recording file comes in: a file picker, or a file dropped anywhere on the box.
import { useRef, useState, type DragEvent } from 'react';
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import classes from './support.module.css';

export function RecordingDrop({ onFile, fileName }: { onFile: (file: File) => void; fileName: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files?.[0];
    if (file) onFile(file);
  };
  return (
    <div
      className={`${classes.drop} ${over ? classes.dropOver : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="recording-drop"
    >
      <p className={classes.dropText}>
        把从帮助中心「导出会话记录」得到的 <code>session-….json</code> 文件拖到这里，或
      </p>
      <Button onClick={() => input.current?.click()}>选择文件</Button>
      <input
        ref={input}
        className={classes.fileInput}
        type="file"
        accept=".json,application/json"
        aria-label="选择会话记录文件"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = ''; // the same file again reloads it
          if (file) onFile(file);
        }}
      />
      {fileName && <p className={classes.fileName}>当前文件：{fileName}</p>}
    </div>
  );
}
