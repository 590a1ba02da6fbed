import { Button, Menu } from '@mantine/core';
import { SORT_OPTIONS, type SortOrder } from '../../../contract/catalogue';

/** The sort menu: 'Price: Low to High' / 'Price: High to Low' (by numeric price), or the shop's order. */
export function SortMenu({
  value,
  onChange,
}: {
  value: SortOrder | null;
  onChange: (value: SortOrder | null) => void;
}) {
  const current = SORT_OPTIONS.find((option) => option.value === value);
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button variant="default" rightSection={<span aria-hidden>▾</span>}>
          Sort: {current?.label ?? 'Recommended'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onChange(null)} aria-current={value === null ? 'true' : undefined}>
          Recommended
        </Menu.Item>
        {SORT_OPTIONS.map((option) => (
          <Menu.Item
            key={option.value}
            onClick={() => onChange(option.value)}
            aria-current={option.value === value ? 'true' : undefined}
            fw={option.value === value ? 700 : undefined}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
