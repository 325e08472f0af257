import { ChevronDown } from '../../icons';
import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosureGroup, DisclosurePanel, Heading as AriaHeading } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: ReadonlyArray<AccordionItem>;
  /** Several sections open at once (default false). */
  allowsMultiple?: boolean;
  defaultExpanded?: string[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Expandable sections (FAQ, specs): buttons with aria-expanded inside headings. */
export function Accordion({ items, allowsMultiple, defaultExpanded, headingLevel = 3, className }: AccordionProps) {
  return (
    <DisclosureGroup allowsMultipleExpanded={allowsMultiple} defaultExpandedKeys={defaultExpanded} className={cx(styles.group, className)}>
      {items.map((i) => (
        <Disclosure key={i.id} id={i.id} className={styles.item}>
          <AriaHeading level={headingLevel} className={styles.heading}>
            <AriaButton slot="trigger" className={styles.trigger}>
              {i.title}
              <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
            </AriaButton>
          </AriaHeading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelInner}>{i.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
