import { ChevronLeft, ChevronRight, ImagePlus, RotateCw, X } from '../../icons';
import { type DragEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  DropZone,
  FileTrigger,
  isFileDropItem,
  type DropZoneProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { button as buttonStyle } from '../Button/Button.css';
import { Button } from '../Button/Button';
import * as field from '../Field/Field.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './FileDrop.css';

export interface FileDropItem {
  id: string;
  /** Preview URL (object URL, data URL or the uploaded photo). */
  src: string;
  /** File name; also the preview's alt text. */
  name: string;
  /** Upload progress 0…1; a progress bar shows while it is below 1. */
  progress?: number;
  /** Upload error, shown under the preview with a retry button (when `onRetry` is given). */
  error?: string;
}

export interface FileDropRejectMessages {
  /** The file is not of an accepted type. */
  type: (name: string) => string;
  /** The file is larger than `maxSize`. */
  size: (name: string) => string;
  /** Files beyond `maxFiles` were left out (shown once). */
  count: (max: number) => string;
}

export interface FileDropProps {
  /** Visible label of the field and accessible name of the drop zone, e.g. "Фотографии". */
  label: string;
  /** Hint inside the drop zone (formats, limits). */
  description?: ReactNode;
  /** Accepted types, as for <input accept>: MIME types, `image/*` or extensions, comma-separated. */
  accept?: string;
  /** Most photos in the list (default: no limit). */
  maxFiles?: number;
  /** Largest file, in bytes (default: no limit). */
  maxSize?: number;
  /** The previews (controlled). The first one is the cover. */
  items: ReadonlyArray<FileDropItem>;
  /** Called with the files that passed the type, size and count checks. */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** Called with the new order of ids after a drag or a move button. */
  onReorder: (ids: string[]) => void;
  /** Retry a failed upload; without it no retry button is shown. */
  onRetry?: (id: string) => void;
  rejectMessages: FileDropRejectMessages;
  /** Badge on the first photo, e.g. "Обложка". */
  coverLabel: string;
  /** Accessible name of the remove button, e.g. (name) => `Удалить ${name}`. */
  removeLabel: (name: string) => string;
  /** Accessible names of the move buttons, e.g. { earlier: (n) => `${n}: раньше`, later: (n) => `${n}: позже` }. */
  moveLabels: { earlier: (name: string) => string; later: (name: string) => string };
  /** Text of the retry button, e.g. "Повторить". */
  retryLabel: string;
  /** Text of the button that opens the file picker, e.g. "Выбрать фото". */
  pickLabel: string;
  /** Text next to the button, e.g. "или перетащите сюда". */
  dropLabel: string;
  /** Accessible name of the preview list, e.g. "Загруженные фото". */
  listLabel: string;
  /** Accessible name of an upload progress bar (default: the file name). */
  progressLabel?: (name: string) => string;
  /** Field error, e.g. "Добавьте хотя бы одно фото". */
  errorMessage?: ReactNode;
  disabled?: boolean;
  className?: string;
}

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

/** Custom drag type of a preview being reordered (never confused with files from the desktop). */
const PHOTO_DRAG_TYPE = 'application/x-jolda-photo';

/** Some browsers give HEIC (and other) files an empty MIME type: fall back to the extension. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  avif: 'image/avif',
  gif: 'image/gif',
};

function parseAccept(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

function fileMatches(file: File, rules: string[]): boolean {
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  const type = (file.type || TYPE_BY_EXTENSION[extension] || '').toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Splits files into the ones to add and the messages for the rest. */
function checkFiles(
  files: ReadonlyArray<File>,
  options: { accept?: string; maxSize?: number; room: number; messages: FileDropRejectMessages; maxFiles: number },
): { accepted: File[]; rejected: string[] } {
  const rules = parseAccept(options.accept);
  const accepted: File[] = [];
  const rejected: string[] = [];
  let room = Math.max(0, options.room);
  let overflow = false;
  for (const file of files) {
    if (!fileMatches(file, rules)) rejected.push(options.messages.type(file.name));
    else if (options.maxSize !== undefined && file.size > options.maxSize) rejected.push(options.messages.size(file.name));
    else if (room <= 0) overflow = true;
    else {
      accepted.push(file);
      room -= 1;
    }
  }
  if (overflow) rejected.push(options.messages.count(options.maxFiles));
  return { accepted, rejected };
}

function move<T>(list: ReadonlyArray<T>, from: number, to: number): T[] {
  const next = list.slice();
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

type PendingFocus =
  | { kind: 'move'; id: string; from: number; direction: 'earlier' | 'later' }
  | { kind: 'remove'; id: string; index: number };

/**
 * Photo upload: a drop zone with a real `<input type="file" multiple>` behind a button (react-aria-components
 * DropZone + FileTrigger; pasting files into the focused zone works too), checks of type, size and count with
 * the reasons in a role="alert" list, and a grid of previews with upload progress, errors and retry, removal,
 * and reordering by drag and drop or by the "earlier"/"later" buttons. The first photo is the cover.
 */
export function FileDrop({
  label,
  description,
  accept,
  maxFiles = Number.POSITIVE_INFINITY,
  maxSize,
  items,
  onAdd,
  onRemove,
  onReorder,
  onRetry,
  rejectMessages,
  coverLabel,
  removeLabel,
  moveLabels,
  retryLabel,
  pickLabel,
  dropLabel,
  listLabel,
  progressLabel,
  errorMessage,
  disabled = false,
  className,
}: FileDropProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const [rejected, setRejected] = useState<string[]>([]);
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<{ id: string; position: 'before' | 'after' } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const pickRef = useRef<HTMLButtonElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<PendingFocus | null>(null);
  const ids = items.map((i) => i.id);

  // Moving or removing a photo re-renders the list (a moved node loses focus): once the parent has applied the
  // change, put focus back where the user is working — unless they have gone elsewhere meanwhile.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    const now = items.map((i) => i.id);
    if (pending.kind === 'move' ? now.indexOf(pending.id) === pending.from : now.includes(pending.id)) return; // not applied yet
    pendingFocus.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && !rootRef.current?.contains(active)) return;
    if (pending.kind === 'move') {
      const other = pending.direction === 'earlier' ? 'later' : 'earlier';
      const target = buttons.current.get(`${pending.id}:${pending.direction}`);
      (target && !target.disabled ? target : buttons.current.get(`${pending.id}:${other}`))?.focus();
    } else {
      const next = items[Math.min(pending.index, items.length - 1)];
      (next ? buttons.current.get(`${next.id}:remove`) : pickRef.current)?.focus();
    }
  }, [items]);

  const register = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };

  const add = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const result = checkFiles(files, {
      accept,
      maxSize,
      room: maxFiles - items.length,
      maxFiles,
      messages: rejectMessages,
    });
    setRejected(result.rejected);
    if (result.accepted.length > 0) onAdd(result.accepted);
  };

  const onDrop = async (event: DropEvent) => {
    const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
    add(files);
  };

  const moveBy = (itemId: string, delta: -1 | 1) => {
    const from = ids.indexOf(itemId);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= ids.length) return;
    pendingFocus.current = { kind: 'move', id: itemId, from, direction: delta < 0 ? 'earlier' : 'later' };
    onReorder(move(ids, from, to));
  };

  const remove = (itemId: string) => {
    pendingFocus.current = { kind: 'remove', id: itemId, index: ids.indexOf(itemId) };
    onRemove(itemId);
  };

  // Reordering by mouse/touch-pad: native HTML5 drag and drop between the previews.
  const dragProps = (itemId: string) => ({
    draggable: !disabled,
    onDragStart: (e: DragEvent<HTMLLIElement>) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData(PHOTO_DRAG_TYPE, itemId);
      setDragId(itemId);
    },
    onDragOver: (e: DragEvent<HTMLLIElement>) => {
      if (!dragId) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      const rect = e.currentTarget.getBoundingClientRect();
      const position = e.clientX < rect.left + rect.width / 2 ? 'before' : 'after';
      if (dropTarget?.id !== itemId || dropTarget.position !== position) setDropTarget({ id: itemId, position });
    },
    onDrop: (e: DragEvent<HTMLLIElement>) => {
      if (!dragId) return;
      e.preventDefault();
      const from = ids.indexOf(dragId);
      const target = ids.indexOf(itemId);
      const rect = e.currentTarget.getBoundingClientRect();
      const before = e.clientX < rect.left + rect.width / 2;
      let to = before ? target : target + 1;
      if (from < to) to -= 1;
      setDragId(null);
      setDropTarget(null);
      if (from >= 0 && target >= 0 && from !== to) onReorder(move(ids, from, to));
    },
    onDragEnd: () => {
      setDragId(null);
      setDropTarget(null);
    },
  });

  // Files dropped onto the previews are added too (rather than the browser opening them).
  const listDropProps = {
    onDragOver: (e: DragEvent<HTMLUListElement>) => {
      if (dragId || disabled || !Array.from(e.dataTransfer.types).includes('Files')) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    },
    onDrop: (e: DragEvent<HTMLUListElement>) => {
      if (dragId || disabled || e.dataTransfer.files.length === 0) return;
      e.preventDefault();
      add(Array.from(e.dataTransfer.files));
    },
  };

  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div ref={rootRef} role="group" aria-labelledby={labelId} className={cx(styles.root, className)}>
      <span id={labelId} className={field.label}>
        {label}
      </span>
      <DropZone
        aria-label={label}
        isDisabled={disabled}
        className={styles.dropZone}
        data-invalid={errorMessage ? 'true' : undefined}
        getDropOperation={(types) => (types.has(PHOTO_DRAG_TYPE) ? 'cancel' : 'copy')}
        onDrop={onDrop}
      >
        <span className={styles.dropIcon} aria-hidden="true">
          <ImagePlus size={24} />
        </span>
        <FileTrigger
          acceptedFileTypes={parseAccept(accept)}
          allowsMultiple
          onSelect={(list) => add(list ? Array.from(list) : [])}
        >
          <AriaButton
            ref={pickRef}
            isDisabled={disabled}
            aria-describedby={describedBy}
            className={cx(buttonStyle({ variant: 'secondary', size: 'md' }), styles.pickButton)}
          >
            {pickLabel}
          </AriaButton>
        </FileTrigger>
        <p className={styles.dropText}>{dropLabel}</p>
        {description ? (
          <p id={descriptionId} className={cx(field.description, styles.dropText)}>
            {description}
          </p>
        ) : null}
      </DropZone>
      {errorMessage ? (
        <p id={errorId} className={cx(field.error, styles.dropText)}>
          {errorMessage}
        </p>
      ) : null}
      <div role="alert">
        {rejected.length > 0 ? (
          <ul className={styles.rejections}>
            {rejected.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul aria-label={listLabel} className={styles.grid} {...listDropProps}>
          {items.map((item, index) => {
            const uploading = item.progress !== undefined && item.progress < 1 && !item.error;
            const value = Math.round(Math.min(1, Math.max(0, item.progress ?? 0)) * 100);
            const itemErrorId = `${id}-${index}-error`;
            return (
              <li
                key={item.id}
                className={styles.item}
                data-invalid={item.error ? 'true' : undefined}
                data-dragging={dragId === item.id ? 'true' : undefined}
                data-drop={dropTarget?.id === item.id && dragId !== item.id ? dropTarget.position : undefined}
                {...dragProps(item.id)}
              >
                <div className={styles.thumb}>
                  <img src={item.src} alt={item.name} className={styles.image} draggable={false} />
                  {index === 0 ? <span className={styles.cover}>{coverLabel}</span> : null}
                  <IconButton
                    ref={register(`${item.id}:remove`)}
                    label={removeLabel(item.name)}
                    icon={<X size={18} />}
                    variant="secondary"
                    size="sm"
                    className={styles.remove}
                    disabled={disabled}
                    onClick={() => remove(item.id)}
                  />
                </div>
                <div className={styles.body}>
                  {uploading ? (
                    <div
                      role="progressbar"
                      aria-label={progressLabel ? progressLabel(item.name) : item.name}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={value}
                      className={styles.progress}
                    >
                      <div className={styles.progressFill} style={{ transform: `scaleX(${value / 100})` }} />
                    </div>
                  ) : null}
                  {item.error ? (
                    <>
                      <p id={itemErrorId} className={styles.itemError}>
                        {item.error}
                      </p>
                      {onRetry ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          iconStart={<RotateCw size={16} />}
                          aria-describedby={itemErrorId}
                          disabled={disabled}
                          onClick={() => onRetry(item.id)}
                        >
                          {retryLabel}
                        </Button>
                      ) : null}
                    </>
                  ) : null}
                  <div className={styles.actions}>
                    <IconButton
                      ref={register(`${item.id}:earlier`)}
                      label={moveLabels.earlier(item.name)}
                      icon={<ChevronLeft size={18} />}
                      size="sm"
                      disabled={disabled || index === 0}
                      onClick={() => moveBy(item.id, -1)}
                    />
                    <span className={styles.name} aria-hidden="true" title={item.name}>
                      {item.name}
                    </span>
                    <IconButton
                      ref={register(`${item.id}:later`)}
                      label={moveLabels.later(item.name)}
                      icon={<ChevronRight size={18} />}
                      size="sm"
                      disabled={disabled || index === items.length - 1}
                      onClick={() => moveBy(item.id, 1)}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
