import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
  disabled?: boolean;
  /** Language of the label, e.g. 'mr' for मराठी. */
  lang?: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * WAI-ARIA tabs: ←/→ (and Home/End) move between enabled tabs. With `activation="auto"` the
 * focused tab is selected at once; with "manual", Enter or Space selects it (for tabs that
 * navigate). The caller renders the panel with <TabPanel>.
 */
export function Tabs<Id extends string>({
  idPrefix,
  label,
  items,
  selected,
  onSelect,
  activation = 'auto',
  className = '',
}: {
  idPrefix: string;
  label: string;
  items: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  activation?: 'auto' | 'manual';
  className?: string;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = items.map((item, i) => ({ item, i })).filter(({ item }) => !item.disabled);
    if (enabled.length === 0) return;
    const position = enabled.findIndex(({ i }) => i === index);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (position + 1) % enabled.length;
    else if (event.key === 'ArrowLeft') next = (position - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const target = enabled[next]!.item;
    refs.current.get(target.id)?.focus();
    if (activation === 'auto') onSelect(target.id);
  };

  return (
    <div role="tablist" aria-label={label} className={`tabs ${className}`}>
      {items.map((item, index) => {
        const isSelected = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(node) => {
              if (node) refs.current.set(item.id, node);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId(idPrefix, item.id) : undefined}
            tabIndex={isSelected ? 0 : -1}
            disabled={item.disabled}
            lang={item.lang}
            className="tab"
            onClick={() => onSelect(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idPrefix,
  id,
  children,
  className = '',
}: {
  idPrefix: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
