import { Box, Flex, Table, Text, type TableScrollAreaProps } from '@chakra-ui/react';
import { MoveHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** the element is wider inside than its box (its content scrolls sideways); followed as either resizes */
export function useOverflowsX(ref: RefObject<HTMLElement | null>) {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // the table inside grows and shrinks with its rows (loading, a filter, a new variation)
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * A table's sideways-scrolling box. While the table is wider than the box (a phone, or a table of many
 * columns), the columns past the edge are hidden behind the scroll: then the box says so above the table
 * and can take the keyboard's focus (a named region; the arrow keys scroll it), so that no column is out
 * of reach for a touch, mouse or keyboard user. A table that fits looks and behaves as before.
 */
export function TableScrollArea({
  label,
  children,
  ...props
}: TableScrollAreaProps & {
  /** the table's name ("Orders"): the region is "Orders, scrolls sideways" */
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsX(ref);
  const hintId = useId();
  return (
    <Box minW="0">
      {overflows ? (
        <Flex id={hintId} align="center" gap="1" mb="1" fontSize="xs" color="fg.muted" data-testid="scroll-hint">
          <MoveHorizontal aria-hidden="true" size={14} />
          <Text>More columns to the side: swipe the table, or focus it and use the arrow keys.</Text>
        </Flex>
      ) : null}
      <Table.ScrollArea
        ref={ref}
        tabIndex={overflows ? 0 : undefined}
        role={overflows ? 'region' : undefined}
        aria-label={overflows ? `${label}, scrolls sideways` : undefined}
        aria-describedby={overflows ? hintId : undefined}
        focusVisibleRing="outside"
        {...props}
      >
        {children}
      </Table.ScrollArea>
    </Box>
  );
}
