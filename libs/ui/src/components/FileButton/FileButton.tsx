import { useRef } from 'react';
import { Button, type ButtonAsButtonProps } from '../Button/Button';

export interface FileButtonProps extends Omit<ButtonAsButtonProps, 'onClick' | 'onSelect' | 'type' | 'href'> {
  /** Accepted types, as for <input accept>: MIME types, `image/*` or extensions, comma-separated. */
  accept?: string;
  /** Let the visitor pick several files at once. */
  multiple?: boolean;
  /** Called with the files picked (never with none). */
  onSelect: (files: File[]) => void;
}

/**
 * A button that opens the file picker: for a single action on a file ("Вставить фото"), where `FileDrop`'s list of
 * previews is not wanted. The same file can be picked twice in a row (the input is cleared after each pick).
 */
export function FileButton({ accept, multiple = false, onSelect, disabled, loading, ...button }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} disabled={disabled} loading={loading} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        multiple={multiple}
        disabled={disabled || loading}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length) onSelect(files);
        }}
      />
    </>
  );
}
