import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

export interface TabItem<K extends string> {
  id: K;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: ReadonlyArray<TabItem<K>>;
  selected?: K;
  defaultSelected?: K;
  onChange?: (id: K) => void;
  className?: string;
}

/** Tabs (arrow keys move between tabs, panels are linked to tabs). */
export function Tabs<K extends string>({ label, items, selected, defaultSelected, onChange, className }: TabsProps<K>) {
  return (
    <AriaTabs
      selectedKey={selected}
      defaultSelectedKey={defaultSelected}
      onSelectionChange={(k) => onChange?.(k as K)}
      disabledKeys={items.filter((i) => i.disabled).map((i) => i.id)}
      className={cx(styles.tabs, className)}
    >
      <TabList aria-label={label} className={styles.list}>
        {items.map((i) => (
          <Tab key={i.id} id={i.id} className={styles.tab}>
            {i.label}
          </Tab>
        ))}
      </TabList>
      {items.map((i) => (
        <TabPanel key={i.id} id={i.id} className={styles.panel}>
          {i.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
